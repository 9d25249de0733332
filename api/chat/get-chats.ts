import type { ChatConversationDto } from '@/contracts/dto/chat-dto';
import { chatKeys } from '@/contracts/query-keys/chat-keys';
import { defineUserQuery } from '../define-query';
import { limitAndOffset, pageOf } from '../list-page';

/** Conversations per page of the chat page's list. */
export const chatsPageSize = 20;

/** GET `get_chats`: the signed-in user's conversations, the latest message first. */
export const chatsQuery = defineUserQuery('get_chats', {
  userKey: chatKeys.chats,
  query: limitAndOffset,
  answer: pageOf<ChatConversationDto>,
  keepsPrevious: true,
});

/** One page of the conversations; idle while nobody is signed in. */
export const useChats = chatsQuery.use;
