import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  applyNewMessage,
  applyNewNotification,
  applyNotificationsRead,
} from '@/api/notifications/notification-cache';
import { useLiveEvent } from './use-live-event';

/**
 * The live events each QueryClient has taken in already: the bell and the notifications page
 * both listen, and whichever hears an event first changes the cache, once.
 */
const appliedEvents = new WeakMap<QueryClient, Set<number>>();

function isFirstTime(client: QueryClient, eventId: number): boolean {
  let applied = appliedEvents.get(client);
  if (!applied) {
    applied = new Set();
    appliedEvents.set(client, applied);
  }
  if (applied.has(eventId)) return false;
  applied.add(eventId);
  return true;
}

/**
 * Keeps the cached notifications and unread counts current with the live stream: a new
 * notification goes first in the lists and counts in the badge, notifications read in another
 * tab show read, and a message from someone else counts in the messages badge.
 */
export function useNotificationLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('notification_new', (notification, eventId) => {
    if (isFirstTime(client, eventId)) applyNewNotification(client, notification);
  });
  useLiveEvent('notifications_read', ({ id }, eventId) => {
    if (isFirstTime(client, eventId)) applyNotificationsRead(client, id);
  });
  useLiveEvent('message_new', (message, eventId) => {
    if (isFirstTime(client, eventId)) applyNewMessage(client, message);
  });
}
