import { notificationKeys } from '@/contracts/query-keys/notification-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { applyNotificationsRead } from './notification-cache';

/** Which notifications to mark read: one (`id`), or all of them without one. */
export interface ReadNotificationsInput {
  id?: number;
}

/**
 * POST `read_notifications`: marks one notification or all of them read. The cached pages show
 * them read at once; the answer's unread count goes to the badge.
 */
export const readNotifications = defineMutation('POST', 'read_notifications', {
  body: (input: ReadNotificationsInput) => (input.id === undefined ? {} : { id: input.id }),
  answer: dataOf<{ unread: number }>,
  onSuccess: ({ unread }, input, _snapshot, { client }) =>
    applyNotificationsRead(client, input.id ?? null, unread),
  // A failure leaves the pages as the server has them.
  onError: (_error, _input, _snapshot, { client }) =>
    client.invalidateQueries({ queryKey: notificationKeys.all }),
});

export const useReadNotifications = readNotifications.use;
