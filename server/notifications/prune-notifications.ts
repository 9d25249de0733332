import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailDeliveries, notifications } from '../db/schema';
import type { JobDefinition } from '../jobs/job-definitions';
import { pruneLiveEvents } from '../realtime/live-events-repository';

/** How long a notification (and the record of an email sent) is kept. */
export const notificationsKeptDays = 180;
/** How long the live stream's events are kept for a reconnecting stream to catch up. */
export const liveEventsKeptHours = 24;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Drops notifications and email records older than 180 days (their pushes go with them) and
 * live events older than a day. Answers how many notifications went.
 */
export async function pruneNotifications(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - notificationsKeptDays * dayMs);
  const gone = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  await db.delete(emailDeliveries).where(lt(emailDeliveries.sentAt, before));
  await pruneLiveEvents(db, new Date(now.getTime() - liveEventsKeptHours * 60 * 60 * 1000));
  return gone.length;
}

/** Runs the prune every night at 03:30 UTC. */
export const pruneNotificationsJob: JobDefinition = {
  name: 'housekeeping.prune',
  cron: '30 3 * * *',
  work: (_payload, { db }) => pruneNotifications(db),
};
