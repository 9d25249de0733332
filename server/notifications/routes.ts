/**
 * Notifications (spec §7; DOMAIN-RULES "Notifications"). Every call needs a session and reads
 * or changes the session user's own notifications only.
 *
 * | Call                                  | Input                       | Success                      |
 * |---------------------------------------|-----------------------------|------------------------------|
 * | GET  get_notification_list            | limit, offset (20)          | NotificationDto[] newest     |
 * |                                       |                             | first, total, unread         |
 * | POST read_notifications (added)       | id (none: all)              | { unread }                   |
 * | GET  get_notification_preferences     | none                        | NotificationPreferenceDto[]  |
 * |      (added)                          |                             | (every type)                 |
 * | POST save_notification_preferences    | preferences: [{ type,       | NotificationPreferenceDto[]  |
 * |      (added)                          |   in_app, push, email }]    |                              |
 *
 * | POST unsubscribe (added; open)        | token (in the address: the  | { type }                     |
 * |                                       | email's one-click link)     |                              |
 *
 * read_notifications: 404 for an id that is not one of the caller's notifications. Kept 180
 * days. In-app is always on; a saved `in_app: false` is kept on.
 */
import {
  notificationListQuerySchema,
  notificationPreferencesSchema,
  readNotificationsSchema,
  unsubscribeSchema,
} from '@/contracts/requests/notification-requests';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { getNotificationList } from './get-notification-list';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from './notification-preferences';
import { readNotifications } from './read-notifications';
import { unsubscribeFromEmails } from './unsubscribe-from-emails';

export const notificationRoutes: RouteDefinition[] = [
  route('GET', 'get_notification_list', {
    auth: 'required',
    query: notificationListQuerySchema,
    handle: async ({ db, viewer, query }) => {
      const list = await getNotificationList(db, viewer, query);
      return { data: list.data, total: list.total, fields: { unread: list.unread } };
    },
  }),
  route('POST', 'read_notifications', {
    auth: 'required',
    body: readNotificationsSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => {
      const read = await readNotifications(db, viewer, body);
      return { data: { unread: read.unread } };
    },
  }),
  route('GET', 'get_notification_preferences', {
    auth: 'required',
    handle: async ({ db, viewer }) => ({ data: await getNotificationPreferences(db, viewer) }),
  }),
  route('POST', 'save_notification_preferences', {
    auth: 'required',
    body: notificationPreferencesSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => ({
      data: await saveNotificationPreferences(db, viewer, body),
      message: 'Your notification choices are saved.',
    }),
  }),
  route('POST', 'unsubscribe', {
    auth: 'none',
    query: unsubscribeSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, query }) => ({
      data: await unsubscribeFromEmails(db, query),
      message: 'You will no longer get these emails.',
    }),
  }),
];
