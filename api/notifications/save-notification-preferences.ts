import type { NotificationPreferenceDto } from '@/contracts/dto/notification-dto';
import type { NotificationPreferencesInput } from '@/contracts/requests/notification-requests';
import { notificationKeys } from '@/contracts/query-keys/notification-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `save_notification_preferences`: the channels of the types the user changed; the answer
 * (every type's) becomes the cached preferences.
 */
export const saveNotificationPreferences = defineMutation('POST', 'save_notification_preferences', {
  body: (input: NotificationPreferencesInput) => ({ preferences: input.preferences }),
  answer: dataOf<NotificationPreferenceDto[]>,
  onSuccess: (saved, _input, _snapshot, { client }) =>
    client.setQueriesData<NotificationPreferenceDto[]>(
      { queryKey: notificationKeys.preferencesOfEveryone },
      saved,
    ),
});

export const useSaveNotificationPreferences = saveNotificationPreferences.use;
