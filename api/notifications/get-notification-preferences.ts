import type { NotificationPreferenceDto } from '@/contracts/dto/notification-dto';
import { notificationKeys } from '@/contracts/query-keys/notification-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get_notification_preferences`: the user's channels of every type of notification. */
export const notificationPreferencesQuery = defineUserQuery('get_notification_preferences', {
  userKey: notificationKeys.preferences,
  answer: dataOf<NotificationPreferenceDto[]>,
});

export const useNotificationPreferences = notificationPreferencesQuery.use;
