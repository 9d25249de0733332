import type { CategoryDto } from '@/contracts/dto/category-dto';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { toCategoryDto } from './catalogue-dto';
import { listCategories, listParametersOfCategories } from './catalogue-repository';

export interface GetCategoriesInput {
  limit: number;
  offset: number;
  search?: string;
  has_property?: number;
}

type CategoryPage = { categories: CategoryDto[]; total: number };

/**
 * `get_categories`: active categories with their parameters and public listing counts.
 * Counting listings per category is costly at scale, so pages without a search are cached
 * (server/cache); searches are rare and not cached, so their keys cannot pile up.
 */
export function getCategories(db: Database, input: GetCategoriesInput): Promise<CategoryPage> {
  if (input.search) return readCategories(db, input);
  const key = `categories:${input.limit}:${input.offset}:${input.has_property === 1 ? 1 : 0}`;
  return cachedAggregate(db, key, () => readCategories(db, input));
}

async function readCategories(db: Database, input: GetCategoriesInput): Promise<CategoryPage> {
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
