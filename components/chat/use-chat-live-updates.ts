import { useQueryClient } from '@tanstack/react-query';
import {
  addChatMessage,
  markChatMessagesRead,
  refreshChatLists,
  removeChatMessage,
} from '@/api/chat/chat-cache';
import { useLiveEvent } from '@/hooks/use-live-event';

/**
 * Keeps the chat page live: a new message joins its conversation (once, however often it
 * arrives), a deleted one shows as removed, read receipts appear, and the list of
 * conversations is fetched again when its order or counts change.
 */
export function useChatLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvent('message_new', (message) => {
    addChatMessage(client, message);
    void refreshChatLists(client);
  });
  useLiveEvent('message_deleted', ({ message_id }) => {
    removeChatMessage(client, message_id);
    void refreshChatLists(client);
  });
  useLiveEvent('messages_read', (read) => markChatMessagesRead(client, read));
}
