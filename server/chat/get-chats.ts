import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import type { ChatsQuery } from '@/contracts/requests/chat-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { chatSideOf, conversationDtos } from './chat-dto';
import { countConversationsOf, listConversationsOf } from './chat-repository';

/** `get_chats`: the signed-in user's conversations, the latest message first, with unread counts. */
export async function getChats(
  db: Database,
  viewer: Viewer,
  query: ChatsQuery,
): Promise<{ data: ChatConversationDto[]; total: number }> {
  const [rows, total] = await Promise.all([
    listConversationsOf(db, viewer.userId, query),
    countConversationsOf(db, viewer.userId),
  ]);
  return { data: await conversationDtos(db, chatSideOf(viewer), rows), total };
}
