import { asc, gt } from 'drizzle-orm';
import type { UserRole } from '@/contracts/dto/session-dto';
import { hashPassword, passwordHashing } from '@/server/accounts/hash-password';
import type { Database } from '@/server/db/database';
import { staffAuditLog } from '@/server/db/schema';
import { insertSession, insertUser } from './factories';

export interface StaffMember {
  id: number;
  token: string;
  password: string;
}

/**
 * A signed-in account with a stored role (`admin` is the administrator), its password known;
 * `signedInMinutesAgo` ages its session (the fresh sign-in check).
 */
export async function insertStaffMember(
  db: Database,
  role: UserRole,
  options: { signedInMinutesAgo?: number; isActive?: boolean } = {},
): Promise<StaffMember> {
  passwordHashing.cost = 2 ** 10;
  const password = `pw-${role}-${Math.random().toString(36).slice(2)}`;
  const user = await insertUser(db, {
    role,
    passwordHash: await hashPassword(password),
    isActive: options.isActive ?? true,
  });
  const createdAt = new Date(Date.now() - (options.signedInMinutesAgo ?? 0) * 60_000);
  const token = await insertSession(db, user.id, { createdAt, lastSeenAt: createdAt });
  return { id: user.id, token, password };
}

/** The audit rows after `afterId` (0: all), oldest first. */
export async function auditRowsAfter(db: Database, afterId = 0) {
  return db
    .select()
    .from(staffAuditLog)
    .where(gt(staffAuditLog.id, afterId))
    .orderBy(asc(staffAuditLog.id));
}

/** The id of the newest audit row (0: none), to count what a call adds after it. */
export async function lastAuditId(db: Database): Promise<number> {
  const rows = await auditRowsAfter(db);
  return rows.at(-1)?.id ?? 0;
}
