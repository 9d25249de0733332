import type { MarkChatReadInput } from '@/contracts/requests/chat-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { publishLiveEvents } from '../realtime/publish-live-event';
import { findConversationOfPair, markMessagesRead, type ConversationRow } from './chat-repository';

export interface ReadReceipt {
  conversation_id: number | null;
  /** The newest message now read (null: there was nothing unread). */
  up_to_id: number | null;
  read_at: string | null;
  conversation: ConversationRow | null;
}

/**
 * `mark_chat_read` (added): the reader has seen the other side's messages of a conversation;
 * they are marked read (the sender's read receipt). Nothing unread, or no such conversation for
 * this reader, is no error.
 */
export async function markChatRead(
  db: Database,
  viewer: Viewer,
  input: MarkChatReadInput,
): Promise<ReadReceipt> {
  const conversation = await findConversationOfPair(
    db,
    input.property_id,
    viewer.userId,
    input.user_id,
  );
  const read = conversation ? await markMessagesRead(db, conversation.id, viewer.userId) : null;
  if (conversation && read) {
    // The sender's read receipt, and the reader's other tabs (their unread count).
    await publishLiveEvents(
      db,
      [input.user_id, viewer.userId].map((userId) => ({
        userId,
        type: 'messages_read' as const,
        payload: {
          conversation_id: conversation.id,
          up_to_id: read.upToId,
          read_at: read.readAt.toISOString(),
        },
      })),
    );
  }
  return {
    conversation_id: conversation?.id ?? null,
    up_to_id: read?.upToId ?? null,
    read_at: read?.readAt.toISOString() ?? null,
    conversation,
  };
}
