import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import type { AdminCatalogueQuery } from '@/contracts/requests/admin-catalogue-requests';
import type { Database } from '../db/database';
import { toAdminParameterDto } from './admin-catalogue-dto';
import { selectAdminParameters } from './admin-catalogue-repository';

/** `admin/parameters` (GET): a page of every parameter, by name. */
export async function getAdminParameters(
  db: Database,
  query: AdminCatalogueQuery,
): Promise<{ data: AdminParameterDto[]; total: number }> {
  const { rows, total } = await selectAdminParameters(db, query);
  return { data: rows.map(toAdminParameterDto), total };
}
