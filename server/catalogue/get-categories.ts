import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { Database } from '../db/database';
import { toCategoryDto } from './catalogue-dto';
import { listCategories, listParametersOfCategories } from './catalogue-repository';

export interface GetCategoriesInput {
  limit: number;
  offset: number;
  search?: string;
  has_property?: number;
}

/** `get_categories`: active categories with their parameters and public listing counts. */
export async function getCategories(
  db: Database,
  input: GetCategoriesInput,
): Promise<{ categories: CategoryDto[]; total: number }> {
  const { rows, total } = await listCategories(db, {
    limit: input.limit,
    offset: input.offset,
    search: input.search || undefined,
    hasProperty: input.has_property === 1,
  });
  const parameterRows = await listParametersOfCategories(
    db,
    rows.map((row) => row.id),
  );
  return { categories: rows.map((row) => toCategoryDto(row, parameterRows)), total };
}
