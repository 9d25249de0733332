import type {
  NotificationDto,
  NotificationParams,
  NotificationType,
} from '@/contracts/dto/notification-dto';
import type { Database } from '../db/database';
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
 * Tells a user about an event: the in-app notification, once per event. Called by the service
 * that causes the event, inside its transaction or right after it. Answers the new
 * notification, or null when the event had already been told.
 */
export async function notifyUser(
  db: Database,
  event: NotificationEvent,
): Promise<NotificationDto | null> {
  const row = await insertNotification(db, event);
  return row ? notificationDto(row) : null;
}
