import type { LiveEvent, LiveEventPayloads, LiveEventType } from '@/contracts/dto/live-event-dto';
import { getLogger } from '../core/logger';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema';
import { liveBus } from './live-bus';

/** One event for one user, as the service that causes it describes it. */
export interface LiveEventFor<T extends LiveEventType = LiveEventType> {
  userId: number;
  type: T;
  payload: LiveEventPayloads[T];
}

/**
 * Stores a user's live event (its id orders their events, so a stream that reconnects gets what
 * it missed) and sends it to their open streams on every instance. Call it once the change it
 * tells of is committed: the stored row is what a reconnecting stream replays. A failure to
 * send is logged, never the caller's failure (the event is stored; a reconnect replays it).
 */
export async function publishLiveEvents(
  db: Database,
  events: readonly LiveEventFor[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = await db
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
}

/** Closes a user's open streams on every instance (one session's, or all with null). */
export async function closeUserStreams(userId: number, sessionId: number | null): Promise<void> {
  await liveBus()
    .publish({ kind: 'close', userId, sessionId })
    .catch((error: unknown) => {
      getLogger().warn({ err: error, userId }, 'the order to close streams was not sent');
    });
}
