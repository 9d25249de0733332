import type { NotificationDto } from '@/contracts/dto/notification-dto';
import type { NotificationListQuery } from '@/contracts/requests/notification-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { notificationDto } from './notification-dto';
import { countNotifications, listNotifications } from './notifications-repository';

/**
 * `get_notification_list`: the signed-in user's notifications, newest first, `limit`/`offset`
 * (20 by default), with the total and how many are unread.
 */
export async function getNotificationList(
  db: Database,
  viewer: Viewer,
  query: NotificationListQuery,
): Promise<{ data: NotificationDto[]; total: number; unread: number }> {
  const [rows, total, unread] = await Promise.all([
    listNotifications(db, viewer.userId, query),
    countNotifications(db, viewer.userId, 'all'),
    countNotifications(db, viewer.userId, 'unread'),
  ]);
  return { data: rows.map(notificationDto), total, unread };
}
