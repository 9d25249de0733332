import type { AdminCategoryDto } from '@/contracts/dto/admin-catalogue-dto';
import type { AdminCatalogueQuery } from '@/contracts/requests/admin-catalogue-requests';
import type { Database } from '../db/database';
import { toAdminCategoryDto } from './admin-catalogue-dto';
import { selectAdminCategories } from './admin-catalogue-repository';
import { listParametersOfCategories } from './catalogue-repository';

/** `admin/categories` (GET): a page of every category, inactive ones too, with its parameters. */
export async function getAdminCategories(
  db: Database,
  query: AdminCatalogueQuery,
): Promise<{ data: AdminCategoryDto[]; total: number }> {
  const { rows, total } = await selectAdminCategories(db, query);
  const parameterRows = await listParametersOfCategories(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toAdminCategoryDto(row, parameterRows)), total };
}
