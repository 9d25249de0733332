import type { UnreadCountsDto } from '@/contracts/dto/chat-dto';
import { notificationKeys } from '@/contracts/query-keys/notification-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/**
 * GET `get_unread_counts`: the header's badges, unread messages and notifications. Live events
 * keep the cached counts current (notification-cache.ts), so they are not fetched again.
 */
export const unreadCountsQuery = defineUserQuery('get_unread_counts', {
  userKey: notificationKeys.unreadCounts,
  answer: dataOf<UnreadCountsDto>,
});

/** The signed-in user's unread counts; idle while nobody is signed in. */
export const useUnreadCounts = unreadCountsQuery.use;
