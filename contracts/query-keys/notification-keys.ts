import type { PageWindow } from '../page-window';

/**
 * Query keys of the notification calls. Each answer is the signed-in user's own, so the keys
 * carry the user's id after the kind of answer: a cache update reaches every cached page of a
 * kind (`notificationKeys.lists`) without knowing whose it is.
 */
export type NotificationListPage = PageWindow;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (userId: number | null, page: NotificationListPage) =>
    [...notificationKeys.lists, userId ?? 'none', page] as const,
  unreadCountsOfEveryone: ['notifications', 'unread-counts'] as const,
  unreadCounts: (userId: number | null) =>
    [...notificationKeys.unreadCountsOfEveryone, userId ?? 'none'] as const,
  preferencesOfEveryone: ['notifications', 'preferences'] as const,
  preferences: (userId: number | null) =>
    [...notificationKeys.preferencesOfEveryone, userId ?? 'none'] as const,
};
