import type { StaffMemberDto } from '@/contracts/dto/staff-dto';
import type { StaffRoleRequest } from '@/contracts/requests/staff-requests';
import { accountRoleOfStaffRole } from '@/contracts/staff-roles';
import { AppError } from '../core/app-error';
import type { RouteResult, StaffAudit, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { lastAdministrator, notOnYourself, unknownUser } from './staff-errors';
import { lockActiveAdministrators, lockUserRow, setUserRow } from './staff-repository';

/**
 * Grants a staff role, or takes it away (`none`): an administrator's call, with the password
 * typed within 15 minutes (the route's `freshSignIn`). The last active administrator cannot be
 * demoted (the administrators' rows are locked, so two demotions at once cannot both pass).
 * Every call reads the role afresh, so a role taken away refuses the next staff call at once.
 */
export async function setStaffRole(
  db: Database,
  viewer: Viewer,
  request: StaffRoleRequest,
  audit: StaffAudit,
): Promise<RouteResult<StaffMemberDto>> {
  const role = accountRoleOfStaffRole[request.role];
  const row = await db.transaction(async (tx) => {
    const row = await lockUserRow(tx, request.user_id);
    if (!row) throw unknownUser();
    if (row.deletedAt) throw new AppError('conflict', 'This account was deleted.');
    if (!row.isActive && role !== 'user') {
      throw new AppError('conflict', 'Reactivate this account before granting it a role.');
    }
    if (row.role === 'admin' && role !== 'admin') {
      const administrators = await lockActiveAdministrators(tx);
      if (administrators.length <= 1 && administrators.includes(row.id)) throw lastAdministrator();
      if (row.id === viewer.userId) throw notOnYourself('take the administrator role from');
    }
    if (row.role !== role) await setUserRow(tx, row.id, { role });
    await audit.record(tx, {
      targetType: 'user',
      targetId: row.id,
      before: { role: row.role },
      after: { role },
    });
    return { ...row, role };
  });
  return {
    data: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.isActive ? 'active' : 'deactivated',
    },
    message: request.role === 'none' ? 'The staff role is taken away.' : 'The role is granted.',
  };
}
