import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailDeliveries, livePresence } from '../db/schema';

/**
 * Claims an email's event key: true for the first claim only. Claimed before the email goes
 * out, so a job run twice sends once (an email lost in between is not sent again: at most once).
 */
export async function claimEmailDelivery(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .insert(emailDeliveries)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: emailDeliveries.key });
  return rows.length > 0;
}

/** Gives a claim back when the email could not be sent, so the job's retry sends it. */
export async function releaseEmailDelivery(db: Database, key: string): Promise<void> {
  await db.delete(emailDeliveries).where(eq(emailDeliveries.key, key));
}

/** Notes that these users have a live stream open now (one statement for them all). */
export async function noteLivePresence(
  db: Database,
  userIds: number | readonly number[],
  at = new Date(),
): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  // PostgreSQL binds at most 65,535 values a statement: two a user.
  for (let start = 0; start < ids.length; start += 10_000) {
    await db
      .insert(livePresence)
      .values(ids.slice(start, start + 10_000).map((userId) => ({ userId, seenAt: at })))
      .onConflictDoUpdate({ target: livePresence.userId, set: { seenAt: at } });
  }
}

/** When the user last had a live stream open, or null. */
export async function lastLivePresence(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: livePresence.seenAt })
    .from(livePresence)
    .where(eq(livePresence.userId, userId));
  return row?.seenAt ?? null;
}
