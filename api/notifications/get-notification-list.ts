import type { ApiSuccess } from '@/contracts/api-envelope';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { notificationKeys } from '@/contracts/query-keys/notification-keys';
import { defineUserQuery } from '../define-query';
import { limitAndOffset, pageOf, type ListPage } from '../list-page';

/** Notifications per page of /user/notifications. */
export const notificationsPageSize = 20;

/** How many of the latest notifications the header's bell shows. */
export const bellNotificationsCount = 8;

/** A page of the user's notifications, and how many of all of them are unread. */
export interface NotificationListResult extends ListPage<NotificationDto> {
  unread: number;
}

/** GET `get_notification_list`: the signed-in user's notifications, newest first. */
export const notificationListQuery = defineUserQuery('get_notification_list', {
  userKey: notificationKeys.list,
  query: limitAndOffset,
  answer: (envelope: ApiSuccess<NotificationDto[]> & { unread?: number }) => ({
    ...pageOf(envelope),
    unread: envelope.unread ?? 0,
  }),
  keepsPrevious: true,
});

/** One page of the user's notifications; idle while nobody is signed in. */
export const useNotificationList = notificationListQuery.use;
