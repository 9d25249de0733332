import type { MarkChatReadInput } from '@/contracts/requests/chat-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { clearChatUnread, refreshChatLists } from './chat-cache';

export interface ChatReadDto {
  conversation_id: number;
  up_to_id: number;
  read_at: string;
}

/**
 * POST `mark_chat_read` (added): the user has seen the other side's messages of a
 * conversation; its unread count goes at once, and the lists and counts are fetched again.
 */
export const markChatRead = defineMutation('POST', 'mark_chat_read', {
  body: (input: MarkChatReadInput) => ({ user_id: input.user_id, property_id: input.property_id }),
  answer: dataOf<ChatReadDto>,
  onSuccess: (read, _input, _snapshot, { client }) => {
    clearChatUnread(client, read.conversation_id);
    // Fetched again after the server counted the read (a fetch already under way may not have).
    void refreshChatLists(client);
  },
});

export const useMarkChatRead = markChatRead.use;
