import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';

export interface LiveSessionRow {
  sessionId: number;
  userId: number;
  role: (typeof users.$inferSelect)['role'];
  name: string;
  isActive: boolean;
  deletedAt: Date | null;
  /** The later of the sign-in and the last time the password was typed again. */
  signedInAt: Date;
}

/** The session with this token hash when it is neither revoked nor expired at `now`, with its user. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      name: users.name,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      signedInAt:
        sql<Date>`greatest(${sessions.createdAt}, ${sessions.passwordConfirmedAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether the token is a session (revoked or not, unexpired) of a deactivated account: such a
 * caller hears the spec's deactivation message rather than "your session has ended".
 */
export async function isSessionOfDeactivatedAccount(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)),
    )
    .limit(1);
  return row !== undefined && !row.isActive;
}
