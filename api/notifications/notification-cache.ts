import type { QueryClient } from '@tanstack/react-query';
import type { UnreadCountsDto } from '@/contracts/dto/chat-dto';
import type { ChatMessageDto } from '@/contracts/dto/chat-dto';
import type { NotificationDto } from '@/contracts/dto/notification-dto';
import {
  notificationKeys,
  type NotificationListPage,
} from '@/contracts/query-keys/notification-keys';
import type { NotificationListResult } from './get-notification-list';

/*
 * How the cached notifications and badges follow what happens elsewhere: a read answered by the
 * server, or a live event (a new notification, notifications read in another tab, a message).
 * Every change is made in the cache, so the bell and the page show it without fetching again.
 */

function pageOfKey(key: readonly unknown[]): NotificationListPage | null {
  const page = key[3];
  return typeof page === 'object' && page !== null && 'offset' in page && 'limit' in page
    ? (page as NotificationListPage)
    : null;
}

function changeCounts(client: QueryClient, change: (counts: UnreadCountsDto) => UnreadCountsDto) {
  client.setQueriesData<UnreadCountsDto>(
    { queryKey: notificationKeys.unreadCountsOfEveryone },
    (counts) => (counts ? change(counts) : counts),
  );
}

/** Whether a cached page holds this notification unread. */
function isCachedUnread(client: QueryClient, id: number): boolean {
  return client
    .getQueriesData<NotificationListResult>({ queryKey: notificationKeys.lists })
    .some(([, page]) => page?.data.some((item) => item.id === id && !item.is_read) ?? false);
}

/**
 * One notification (`id`) or all of them (null) were read. `unread` is the server's count when
 * it answered one; a live event carries none, so the count follows the cached pages (or is
 * fetched again when they do not hold the notification).
 */
export function applyNotificationsRead(
  client: QueryClient,
  id: number | null,
  unread?: number,
): void {
  const wasUnread = id !== null && isCachedUnread(client, id);
  client.setQueriesData<NotificationListResult>({ queryKey: notificationKeys.lists }, (page) => {
    if (!page) return page;
    const changes = page.data.some((item) => !item.is_read && (id === null || item.id === id));
    const left = unread ?? (id === null ? 0 : Math.max(0, page.unread - (wasUnread ? 1 : 0)));
    if (!changes && left === page.unread) return page;
    return {
      ...page,
      unread: left,
      data: page.data.map((item) =>
        id === null || item.id === id ? { ...item, is_read: true } : item,
      ),
    };
  });
  if (unread !== undefined || id === null) {
    changeCounts(client, (counts) => ({ ...counts, notifications: unread ?? 0 }));
  } else if (wasUnread) {
    changeCounts(client, (counts) => ({
      ...counts,
      notifications: Math.max(0, counts.notifications - 1),
    }));
  } else {
    void client.invalidateQueries({ queryKey: notificationKeys.unreadCountsOfEveryone });
  }
}

/**
 * A new notification arrived: it goes first on every cached first page (the later pages shift,
 * so they are fetched again when shown) and counts in the badge while unread.
 */
export function applyNewNotification(client: QueryClient, notification: NotificationDto): void {
  const addsUnread = notification.is_read ? 0 : 1;
  for (const [key, page] of client.getQueriesData<NotificationListResult>({
    queryKey: notificationKeys.lists,
  })) {
    const range = pageOfKey(key);
    if (!page || !range) continue;
    if (page.data.some((item) => item.id === notification.id)) continue;
    if (range.offset > 0) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    client.setQueryData<NotificationListResult>(key, {
      data: [notification, ...page.data].slice(0, range.limit),
      total: page.total + 1,
      unread: page.unread + addsUnread,
    });
  }
  if (addsUnread) {
    changeCounts(client, (counts) => ({ ...counts, notifications: counts.notifications + 1 }));
  }
}

/** A message arrived: one more unread in the messages badge unless the user sent it. */
export function applyNewMessage(client: QueryClient, message: ChatMessageDto): void {
  if (message.is_mine) return;
  changeCounts(client, (counts) => ({ ...counts, messages: counts.messages + 1 }));
}
