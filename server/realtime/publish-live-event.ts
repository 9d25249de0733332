import type { LiveEvent, LiveEventPayloads, LiveEventType } from '@/contracts/dto/live-event-dto';
import { sql } from 'drizzle-orm';
import { getLogger } from '../core/logger';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema';
import { runInTransaction } from '../db/transactions';
import { liveBus } from './live-bus';

/** One event for one user, as the service that causes it describes it. */
export interface LiveEventFor<T extends LiveEventType = LiveEventType> {
  userId: number;
  type: T;
  payload: LiveEventPayloads[T];
}

/** The advisory lock space of a user's live events ("LIVE"); the user's id is the second key. */
const liveLockSpace = 0x4c495645;

/**
 * Stores a user's live event (its id orders their events, so a stream that reconnects gets what
 * it missed) and sends it to their open streams on every instance. Call it once the change it
 * tells of is committed (or inside its transaction): the stored row is what a reconnecting
 * stream replays. A failure to send is logged, never the caller's failure (the event is stored;
 * a reconnect replays it).
 *
 * Per user, events are numbered and sent in one order: a transaction-scoped lock on the user
 * (taken in id order, so two publishers cannot deadlock) is held from the insert until the bus
 * has the event. Without it, two requests for one user could take ids 10 and 11 and send 11
 * first, and a stream, which never goes back below what it sent, would drop 10.
 */
export async function publishLiveEvents(
  db: Database,
  events: readonly LiveEventFor[],
): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((event) => event.userId))].sort(
    (one, other) => one - other,
  );
  await runInTransaction(db, async (tx) => {
    for (const userId of userIds) {
      await tx.execute(sql`select pg_advisory_xact_lock(${liveLockSpace}, ${userId})`);
    }
    const rows = await tx
      .insert(liveEvents)
      .values(events.map(({ userId, type, payload }) => ({ userId, type, payload })))
      .returning({ id: liveEvents.id, userId: liveEvents.userId });
    const bus = liveBus();
    await Promise.all(
      rows.map((row, index) => {
        const { type, payload } = events[index]!;
        const event = { id: row.id, type, payload } as LiveEvent;
        return bus.publish({ kind: 'event', userId: row.userId, event }).catch((error: unknown) => {
          getLogger().warn({ err: error, userId: row.userId }, 'a live event was not sent');
        });
      }),
    );
  });
}

/** Closes a user's open streams on every instance (one session's, or all with null). */
export async function closeUserStreams(userId: number, sessionId: number | null): Promise<void> {
  await liveBus()
    .publish({ kind: 'close', userId, sessionId })
    .catch((error: unknown) => {
      getLogger().warn({ err: error, userId }, 'the order to close streams was not sent');
    });
}
