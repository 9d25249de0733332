import type { AdminUserRowDto } from '@/contracts/dto/staff-dto';
import type { AdminUsersQuery } from '@/contracts/requests/staff-requests';
import type { RouteResult } from '../core/route';
import type { Database } from '../db/database';
import { toAdminUserRow } from './admin-user-dto';
import { searchUserRows } from './staff-repository';

/** `admin/users`: accounts by name, email or mobile, newest first, paged. */
export async function searchUsers(
  db: Database,
  query: AdminUsersQuery,
): Promise<RouteResult<AdminUserRowDto[]>> {
  const { rows, total } = await searchUserRows(db, query);
  return { data: rows.map(toAdminUserRow), total };
}
