import type { ChatBlockDto } from '@/contracts/dto/chat-dto';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { dataOf } from '../answers';
import { defineUserQuery } from '../define-query';

/** GET `get_blocked_users` (added): the blocks the signed-in user made. */
export const blockedUsersQuery = defineUserQuery('get_blocked_users', {
  userKey: chatKeys.blocked,
  answer: dataOf<ChatBlockDto[]>,
});

export const useBlockedUsers = blockedUsersQuery.use;
