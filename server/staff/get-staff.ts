import type { AdminBlockerDto, StaffMemberDto } from '@/contracts/dto/staff-dto';
import type { RouteResult } from '../core/route';
import type { Database } from '../db/database';
import { selectStaffRows } from './staff-repository';
import { selectAdminBlockers } from './user-records-repository';

/** `admin/staff`: every staff member with their role. */
export async function getStaff(db: Database): Promise<StaffMemberDto[]> {
  const rows = await selectStaffRows(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.isActive ? 'active' : 'deactivated',
  }));
}

/** `admin/blocked-admin`: the users who blocked the admin (`to_admin`), newest first. */
export async function getAdminBlockers(
  db: Database,
  page: { limit: number; offset: number },
): Promise<RouteResult<AdminBlockerDto[]>> {
  const rows = await selectAdminBlockers(db, page.limit, page.offset);
  return {
    data: rows.map((row) => ({
      block_id: row.blockId,
      user_id: row.userId,
      name: row.name,
      email: row.email,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
