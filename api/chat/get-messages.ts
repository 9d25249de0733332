import type { ApiSuccess } from '@/contracts/api-envelope';
import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { chatKeys, type ChatMessagesPage } from '@/contracts/query-keys/chat-keys';
import { defineUserQuery } from '../define-query';

/** One page of a conversation: its messages newest first, and the conversation itself. */
export interface ChatMessages {
  messages: ChatMessageDto[];
  /** How many messages the conversation holds before the page's `before_id` (all of them on the newest page). */
  total: number;
  /** Null before the first message. */
  conversation: ChatConversationDto | null;
}

/**
 * GET `get_messages`: `per_page` messages of the conversation with `user_id` about
 * `property_id`, newest first, before `before_id` (the newest when null).
 */
export const messagesQuery = defineUserQuery('get_messages', {
  userKey: chatKeys.messages,
  query: (page: ChatMessagesPage) => ({
    user_id: page.user_id,
    property_id: page.property_id,
    page: 1,
    per_page: page.per_page,
    before_id: page.before_id ?? undefined,
  }),
  answer: (
    envelope: ApiSuccess<ChatMessageDto[]> & { conversation?: ChatConversationDto | null },
  ): ChatMessages => ({
    messages: envelope.data,
    total: envelope.total ?? envelope.data.length,
    conversation: envelope.conversation ?? null,
  }),
});

export const useMessages = messagesQuery.use;
