import type { ChatBlockDto } from '@/contracts/dto/chat-dto';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** Whom a block names: a person, or the admin. */
export type ChatBlockTarget = { to_user_id: number } | { to_admin: 1 };

/**
 * POST `block-user`: neither side can write any more. Every chat answer of the user is
 * fetched again (the conversations' closed reason, the list of blocked people).
 */
export const blockUser = defineMutation('POST', 'block-user', {
  body: (input: ChatBlockTarget & { reason: string }) => ({
    ...input,
    reason: input.reason.trim(),
  }),
  answer: dataOf<ChatBlockDto>,
  invalidateOnSuccess: [chatKeys.all],
});

export const useBlockUser = blockUser.use;
