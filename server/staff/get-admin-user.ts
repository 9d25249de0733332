import type { AdminUserDto } from '@/contracts/dto/staff-dto';
import type { Database } from '../db/database';
import { toAdminUserRow } from './admin-user-dto';
import { unknownUser } from './staff-errors';
import { countLiveSessions, findAdminUserRow } from './staff-repository';
import {
  selectUserBlocks,
  selectUserListings,
  selectUserPackages,
  selectUserPayments,
  selectUserReports,
} from './user-records-repository';

/**
 * `admin/user`: one account as the console shows it — its listings, packages, payments, the
 * reports it made and received, its blocks and who blocked it (the newest of each). Read by any
 * staff role, and audited.
 */
export async function getAdminUser(db: Database, userId: number): Promise<AdminUserDto> {
  const row = await findAdminUserRow(db, userId);
  if (!row) throw unknownUser();
  const [sessions, listings, packages, payments, made, received, blocksMade, blockedBy] =
    await Promise.all([
      countLiveSessions(db, userId),
      selectUserListings(db, userId),
      selectUserPackages(db, userId),
      selectUserPayments(db, userId),
      selectUserReports(db, userId, 'made'),
      selectUserReports(db, userId, 'received'),
      selectUserBlocks(db, userId, 'made'),
      selectUserBlocks(db, userId, 'of'),
    ]);
  return {
    ...toAdminUserRow(row),
    address: row.deletedAt ? null : row.address,
    live_sessions: sessions,
    listings,
    packages,
    payments,
    reports_made: made,
    reports_received: received,
    blocks_made: blocksMade,
    blocked_by: blockedBy,
  };
}
