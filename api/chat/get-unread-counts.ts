import type { UnreadCountsDto } from '@/contracts/dto/chat-dto';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get_unread_counts` (added): the signed-in user's unread messages and notifications. */
export const unreadCountsQuery = defineUserQuery('get_unread_counts', {
  userKey: chatKeys.unreadCounts,
  answer: dataOf<UnreadCountsDto>,
  // Counts change with every message: never kept as fresh for the client's ten minutes.
  staleTime: 0,
});

export const useUnreadCounts = unreadCountsQuery.use;
