import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';

export interface LiveSessionRow {
  sessionId: number;
  userId: number;
  role: (typeof users.$inferSelect)['role'];
  name: string;
  isActive: boolean;
  deletedAt: Date | null;
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
