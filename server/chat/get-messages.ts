import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import type { MessagesQuery } from '@/contracts/requests/chat-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { chatLinkSigner, chatMessageDto, chatSideOf, conversationDtos } from './chat-dto';
import { countMessages, findConversationOfPair, listMessages } from './chat-repository';

export interface ChatThread {
  data: ChatMessageDto[];
  total: number;
  conversation: ChatConversationDto | null;
}

/**
 * `get_messages`: the signed-in user's conversation with `user_id` about `property_id`, the
 * newest messages first, `per_page` a page. Only its two participants find it: for anyone else
 * it does not exist (an empty thread, as before a first message). `before_id` pins the pages
 * to messages older than one the reader has, so they stay put while new ones arrive.
 */
export async function getMessages(
  db: Database,
  viewer: Viewer,
  query: MessagesQuery,
): Promise<ChatThread> {
  const conversation = await findConversationOfPair(
    db,
    query.property_id,
    viewer.userId,
    query.user_id,
  );
  if (!conversation || query.user_id === viewer.userId) {
    return { data: [], total: 0, conversation: null };
  }
  const [rows, total, [summary], sign] = await Promise.all([
    listMessages(db, conversation.id, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
      beforeId: query.before_id,
    }),
    countMessages(db, conversation.id),
    conversationDtos(db, chatSideOf(viewer), [conversation]),
    chatLinkSigner(db),
  ]);
  return {
    data: rows.map((row) => chatMessageDto(row, conversation, viewer.userId, sign)),
    total,
    conversation: summary ?? null,
  };
}
