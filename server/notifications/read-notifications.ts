import type { ReadNotificationsInput } from '@/contracts/requests/notification-requests';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { publishLiveEvents } from '../realtime/publish-live-event';
import {
  countNotifications,
  findNotification,
  markNotificationsRead,
} from './notifications-repository';

/**
 * `read_notifications` (added): marks one of the user's notifications (`id`) read, or all of
 * them; answers how many stay unread. Someone else's notification does not exist for them.
 */
export async function readNotifications(
  db: Database,
  viewer: Viewer,
  input: ReadNotificationsInput,
): Promise<{ unread: number; changed: number }> {
  if (input.id !== undefined && !(await findNotification(db, viewer.userId, input.id))) {
    throw notFound('The notification');
  }
  const changed = await markNotificationsRead(db, viewer.userId, input.id);
  if (changed > 0) {
    // The user's other tabs and devices clear the same notifications.
    await publishLiveEvents(db, [
      { userId: viewer.userId, type: 'notifications_read', payload: { id: input.id ?? null } },
    ]);
  }
  return { unread: await countNotifications(db, viewer.userId, 'unread'), changed };
}
