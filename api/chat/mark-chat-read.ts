import type { MarkChatReadInput } from '@/contracts/requests/chat-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { clearChatUnread } from './chat-cache';

export interface ChatReadDto {
  conversation_id: number;
  up_to_id: number;
  read_at: string;
}

/**
 * POST `mark_chat_read` (added): the user has seen the other side's messages of a
 * conversation; its unread count goes at once and the header's counts are fetched again.
 */
export const markChatRead = defineMutation('POST', 'mark_chat_read', {
  body: (input: MarkChatReadInput) => ({ user_id: input.user_id, property_id: input.property_id }),
  answer: dataOf<ChatReadDto>,
  onSuccess: (read, _input, _snapshot, { client }) => {
    clearChatUnread(client, read.conversation_id);
    void client.invalidateQueries({
      queryKey: chatKeys.all,
      predicate: (q) => q.queryKey[2] === 'unread-counts',
    });
  },
});

export const useMarkChatRead = markChatRead.use;
