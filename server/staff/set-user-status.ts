import type { AdminUserRowDto } from '@/contracts/dto/staff-dto';
import type { UserStatusRequest } from '@/contracts/requests/staff-requests';
import { isStaffAccount } from '@/contracts/staff-roles';
import { AppError } from '../core/app-error';
import type { RouteResult, StaffAudit, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { revokeAllSessions } from '../accounts/accounts-repository';
import { closeUserStreams } from '../realtime/publish-live-event';
import { setOwnerListingsHidden } from './hide-owner-listings';
import { toAdminUserRow } from './admin-user-dto';
import { lastAdministrator, notOnYourself, unknownUser } from './staff-errors';
import { lockActiveAdministrators, lockUserRow, setUserRow } from './staff-repository';

/**
 * Deactivates or reactivates an account (`admin/user-status`). Deactivation, in one
 * transaction: the account refuses every call with the spec's message, every session is revoked,
 * its listings leave the site (and with them their advertisements); then its open streams close
 * on every instance, so open tabs sign out. Its conversations turn read-only for the other side
 * (chat reads a deactivated person as gone). Reactivation restores the account and the listings
 * deactivation hid; its sessions stay ended (the person signs in again). Staff accounts are
 * the administrator's to change, and the last active administrator cannot be deactivated.
 */
export async function setUserStatus(
  db: Database,
  viewer: Viewer,
  request: UserStatusRequest,
  audit: StaffAudit,
): Promise<RouteResult<AdminUserRowDto>> {
  const deactivate = request.status === 'deactivated';
  if (request.user_id === viewer.userId) throw notOnYourself('change the status of');
  const user = await db.transaction(async (tx) => {
    const row = await lockUserRow(tx, request.user_id);
    if (!row) throw unknownUser();
    if (row.deletedAt) {
      throw new AppError('conflict', 'This account was deleted; it cannot be changed.');
    }
    if (isStaffAccount(row.role) && viewer.role !== 'admin') {
      throw new AppError('forbidden', 'Only an administrator can change a staff account.');
    }
    if (deactivate && row.role === 'admin' && row.isActive) {
      const administrators = await lockActiveAdministrators(tx);
      if (administrators.length <= 1) throw lastAdministrator();
    }
    const before = { status: row.isActive ? 'active' : 'deactivated' };
    let listingsChanged = 0;
    if (row.isActive === deactivate) {
      await setUserRow(tx, row.id, { isActive: !deactivate });
      if (deactivate) await revokeAllSessions(tx, row.id);
      listingsChanged = await setOwnerListingsHidden(tx, row.id, deactivate);
    }
    await audit.record(tx, {
      targetType: 'user',
      targetId: row.id,
      before,
      after: {
        status: request.status,
        ...(request.reason ? { reason: request.reason } : {}),
        listings_changed: listingsChanged,
      },
    });
    return { ...row, isActive: !deactivate };
  });
  if (deactivate) await closeUserStreams(user.id, null);
  return {
    data: toAdminUserRow(user),
    message: deactivate ? 'The account is deactivated.' : 'The account is active again.',
  };
}
