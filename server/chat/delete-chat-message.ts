import type { DeleteChatMessageInput } from '@/contracts/requests/chat-requests';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { logLeftover, type FileWork } from '../listings/save-listing-files';
import { publishLiveEvents } from '../realtime/publish-live-event';
import {
  emptyChatMessage,
  findChatMessage,
  findConversation,
  storedKeysOf,
  type ChatMessageRow,
  type ConversationRow,
} from './chat-repository';

export interface DeletedMessage {
  message_id: number;
  /** For what follows (the other side's live event). */
  conversation: ConversationRow;
  row: ChatMessageRow;
}

/**
 * `delete_chat_message`: a sender removes one of their own messages. Its text and files go; its
 * place stays, shown to both as removed. Someone else's message is 403; a message of a
 * conversation the caller is not in does not exist for them (404). Deleting twice is no error.
 */
export async function deleteChatMessage(
  db: Database,
  viewer: Viewer,
  input: DeleteChatMessageInput,
  work: FileWork,
): Promise<DeletedMessage> {
  const message = await findChatMessage(db, input.message_id);
  const conversation = message ? await findConversation(db, message.conversationId) : null;
  if (
    !message ||
    !conversation ||
    (conversation.buyerId !== viewer.userId && conversation.ownerId !== viewer.userId)
  ) {
    throw notFound('The message');
  }
  if (message.senderId !== viewer.userId) {
    throw new AppError('forbidden', 'You can only delete your own messages.');
  }
  const emptied = await emptyChatMessage(db, message.id);
  if (emptied) {
    await publishLiveEvents(
      db,
      [conversation.buyerId, conversation.ownerId].map((userId) => ({
        userId,
        type: 'message_deleted' as const,
        payload: { conversation_id: conversation.id, message_id: message.id },
      })),
    );
    for (const key of storedKeysOf(message)) {
      await work.storage.remove(key).catch((error: unknown) => logLeftover(work.log)(error, key));
    }
  }
  return { message_id: message.id, conversation, row: emptied ?? message };
}
