import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { LiveEvent } from '@/contracts/dto/live-event-dto';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema';

/** How many missed events a reconnecting stream is sent at most (older ones: reload). */
export const replayLimit = 1000;

/** A user's stored events after `afterId`, oldest first. */
export async function listLiveEventsAfter(
  db: Database,
  userId: number,
  afterId: number,
): Promise<LiveEvent[]> {
  const rows = await db
    .select({ id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(replayLimit);
  return rows as LiveEvent[];
}

/** Drops events older than `before` (a reconnect after that long reloads instead). */
export async function pruneLiveEvents(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
