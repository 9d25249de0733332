import { HttpResponse } from 'msw';
import type { ChatConversationDto, ChatMessageDto } from '@/contracts/dto/chat-dto';

/** The signed-in user of the tests is 7 (aSessionUser); they write to 12 about listing 40. */
export const otherUserId = 12;
export const propertyId = 40;

export function aConversation(overrides: Partial<ChatConversationDto> = {}): ChatConversationDto {
  return {
    id: 300,
    property_id: propertyId,
    property_title: 'Sea-view flat in Alfama',
    property_slug: 'sea-view-flat',
    property_image: '/api/media/flat.webp',
    listing_state: 'live',
    is_owner: false,
    other_user: { id: otherUserId, name: 'Bruno Costa', profile: null, is_admin: false },
    last_message: {
      id: 60,
      is_mine: false,
      kind: 'text',
      text: 'Is Saturday fine?',
      created_at: '2026-11-28T10:00:00.000Z',
    },
    last_message_at: '2026-11-28T10:00:00.000Z',
    unread_count: 0,
    closed_reason: null,
    block_reason: null,
    ...overrides,
  };
}

/** A message of conversation 300: even ids are the other side's, odd ids the user's own. */
export function aMessage(id: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  const isMine = id % 2 === 1;
  return {
    id,
    conversation_id: 300,
    sender_id: isMine ? 7 : otherUserId,
    property_id: propertyId,
    message: `Message ${id}`,
    file: null,
    audio: null,
    is_mine: isMine,
    is_deleted: false,
    read_at: '2026-11-28T10:05:00.000Z',
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

/** Messages from `from` down to `to`, newest first, as `get_messages` answers them. */
export function messagesDown(from: number, to: number): ChatMessageDto[] {
  const messages: ChatMessageDto[] = [];
  for (let id = from; id >= to; id -= 1) messages.push(aMessage(id));
  return messages;
}

/** The answer of `get_messages` (its extra top-level `conversation`). */
export function messagesAnswer(
  messages: ChatMessageDto[],
  total: number,
  conversation: ChatConversationDto | null = aConversation(),
) {
  return HttpResponse.json({ error: false, message: 'OK', data: messages, total, conversation });
}

/** The ids of the messages on screen, top to bottom. */
export function shownMessageIds(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-message-id]')].map((item) =>
    Number(item.getAttribute('data-message-id')),
  );
}
