import { defineMutation } from '../define-mutation';
import { refreshChatLists, removeChatMessage } from './chat-cache';

/** POST `delete_chat_message`: the sender removes one of their own messages, for both sides. */
export const deleteChatMessage = defineMutation('POST', 'delete_chat_message', {
  body: (messageId: number) => ({ message_id: messageId }),
  onSuccess: (_answer, messageId, _snapshot, { client }) => {
    removeChatMessage(client, messageId);
    void refreshChatLists(client);
  },
});

export const useDeleteChatMessage = deleteChatMessage.use;
