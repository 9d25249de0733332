import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pushDeliveries, sessions } from '../db/schema';

/** The push tokens of the user's live sessions (one per device), each once. */
export async function listUserFcmIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ fcmId: sessions.fcmId })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNotNull(sessions.fcmId),
      ),
    );
  return rows.flatMap((row) => (row.fcmId ? [row.fcmId] : []));
}

/**
 * Claims the push of a notification to a device: true for the first claim only, so a job run
 * twice pushes once.
 */
export async function claimPushDelivery(
  db: Database,
  notificationId: number,
  fcmId: string,
): Promise<boolean> {
  const rows = await db
    .insert(pushDeliveries)
    .values({ notificationId, fcmId })
    .onConflictDoNothing()
    .returning({ fcmId: pushDeliveries.fcmId });
  return rows.length > 0;
}

/** Gives a claim back when the push could not be sent, so the job's retry sends it. */
export async function releasePushDelivery(
  db: Database,
  notificationId: number,
  fcmId: string,
): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.fcmId, fcmId)));
}

/** Forgets tokens FCM says are dead, on every session that holds them. */
export async function dropFcmIds(db: Database, fcmIds: readonly string[]): Promise<void> {
  if (fcmIds.length === 0) return;
  await db
    .update(sessions)
    .set({ fcmId: null })
    .where(inArray(sessions.fcmId, [...fcmIds]));
}
