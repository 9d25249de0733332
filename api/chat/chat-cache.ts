import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';
import { chatKeys, threadKeyParts } from '@/contracts/query-keys/chat-keys';
import type { ListPage } from '../list-page';
import type { ChatMessages } from './get-messages';

/**
 * How what the chat learns after a call or from the live stream reaches the cached pages of
 * conversations and messages, so screens show it without fetching them again.
 */

function isThreadPage(key: QueryKey): boolean {
  return key[0] === chatKeys.all[0] && key[threadKeyParts.kind] === 'thread';
}

function isNewestPage(key: QueryKey): boolean {
  return isThreadPage(key) && key[threadKeyParts.before] === 'newest';
}

/** Whether a cached page belongs to the conversation a message was written in. */
function holdsConversationOf(key: QueryKey, page: ChatMessages, message: ChatMessageDto): boolean {
  if (page.conversation) return page.conversation.id === message.conversation_id;
  // A conversation not started yet: the other person wrote the first message.
  return (
    !message.is_mine &&
    key[threadKeyParts.withUser] === message.sender_id &&
    key[threadKeyParts.property] === message.property_id
  );
}

/** Every cached page of messages, with its key. */
function threadPages(client: QueryClient): Array<[QueryKey, ChatMessages]> {
  return client
    .getQueriesData<ChatMessages>({
      queryKey: chatKeys.all,
      predicate: (q) => isThreadPage(q.queryKey),
    })
    .filter((entry): entry is [QueryKey, ChatMessages] => entry[1] !== undefined);
}

/**
 * Puts a new message (sent here, or from the live stream) on the newest page of its
 * conversation, once: a message already there is left alone. The conversation, when known,
 * replaces the page's (the first message makes one).
 */
export function addChatMessage(
  client: QueryClient,
  message: ChatMessageDto,
  conversation?: ChatConversationDto,
): void {
  for (const [key, page] of threadPages(client)) {
    if (!isNewestPage(key)) continue;
    const byConversation =
      conversation !== undefined &&
      key[threadKeyParts.withUser] === conversation.other_user.id &&
      key[threadKeyParts.property] === conversation.property_id;
    if (!byConversation && !holdsConversationOf(key, page, message)) continue;
    const isKnown = page.messages.some((known) => known.id === message.id);
    client.setQueryData<ChatMessages>(key, {
      messages: isKnown ? page.messages : [message, ...page.messages],
      total: isKnown ? page.total : page.total + 1,
      conversation: conversation ?? page.conversation,
    });
  }
}

/** Changes the messages of one conversation (by id) on every cached page. */
function updateMessages(
  client: QueryClient,
  conversationId: number | null,
  change: (message: ChatMessageDto) => ChatMessageDto,
): void {
  for (const [key, page] of threadPages(client)) {
    const isConversation =
      conversationId === null ||
      page.conversation?.id === conversationId ||
      page.messages.some((message) => message.conversation_id === conversationId);
    if (!isConversation) continue;
    client.setQueryData<ChatMessages>(key, { ...page, messages: page.messages.map(change) });
  }
}

/** A deleted message shows as removed (its text and files gone) wherever it is cached. */
export function removeChatMessage(client: QueryClient, messageId: number): void {
  updateMessages(client, null, (message) =>
    message.id === messageId
      ? { ...message, message: null, file: null, audio: null, is_deleted: true }
      : message,
  );
}

/** The other side read the user's messages of a conversation up to one: their receipts show. */
export function markChatMessagesRead(
  client: QueryClient,
  read: { conversation_id: number; up_to_id: number; read_at: string },
): void {
  updateMessages(client, read.conversation_id, (message) =>
    message.is_mine && message.read_at === null && message.id <= read.up_to_id
      ? { ...message, read_at: read.read_at }
      : message,
  );
}

/** The user read a conversation: its unread count goes to nothing in the cached lists. */
export function clearChatUnread(client: QueryClient, conversationId: number): void {
  client.setQueriesData<ListPage<ChatConversationDto>>(
    { queryKey: chatKeys.all, predicate: (q) => q.queryKey[2] === 'chats' },
    (page) =>
      page && {
        ...page,
        data: page.data.map((conversation) =>
          conversation.id === conversationId ? { ...conversation, unread_count: 0 } : conversation,
        ),
      },
  );
}

/** The lists of conversations and the unread counts are fetched again (their order changed). */
export function refreshChatLists(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({
    queryKey: chatKeys.all,
    predicate: (q) => q.queryKey[2] === 'chats' || q.queryKey[2] === 'unread-counts',
  });
}
