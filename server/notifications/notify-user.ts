import type {
  NotificationDto,
  NotificationParams,
  NotificationType,
} from '@/contracts/dto/notification-dto';
import type { Database } from '../db/database';
import { queuePush } from '../push/push-job';
import { publishLiveEvents } from '../realtime/publish-live-event';
import { notificationDto } from './notification-dto';
import { insertNotification } from './notifications-repository';

/** One event that concerns one user. */
export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  /**
   * Names the event, unique per user (`listing_rejected:<listing id>:<decision time>`): the same
   * event told twice (a retried job, a repeated call) makes one notification.
   */
  eventKey: string;
  params: NotificationParams;
  /** The page it leads to (a path of utils/paths.ts), or null. */
  link: string | null;
}

/**
 * Tells a user about an event: the in-app notification, once per event, live on their open
 * streams, and a push to their devices (a job, when push is configured). Called by the service
 * that causes the event, inside its transaction or right after it. Answers the new
 * notification, or null when the event had already been told.
 */
export async function notifyUser(
  db: Database,
  event: NotificationEvent,
): Promise<NotificationDto | null> {
  const row = await insertNotification(db, event);
  if (!row) return null;
  const notification = notificationDto(row);
  await queuePush(db, { userId: event.userId, notificationId: row.id });
  // Called in a transaction, the event is stored with it; the bus carries it at once (should
  // the transaction roll back, an open stream shows a notice the list then does not have).
  await publishLiveEvents(db, [
    { userId: event.userId, type: 'notification_new', payload: notification },
  ]);
  return notification;
}
