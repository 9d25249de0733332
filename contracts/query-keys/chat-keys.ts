import type { PageWindow } from '../page-window';

/** A page of the signed-in user's conversations (`get_chats`). */
export type ChatsPage = PageWindow;

/**
 * One page of a conversation's messages (`get_messages`): the `per_page` messages before
 * `before_id` (the newest ones when null). Pages keyed by the message they start before stay
 * the same while new messages arrive.
 */
export interface ChatMessagesPage {
  /** The other person of the conversation. */
  user_id: number;
  property_id: number;
  per_page: number;
  before_id: number | null;
}

const all = ['chat'] as const;
const ofUser = (userId: number | null) => [...all, userId ?? 'none'] as const;
const thread = (userId: number | null, withUserId: number, propertyId: number) =>
  [...ofUser(userId), 'thread', withUserId, propertyId] as const;

/** Query keys of the chat calls; they belong to one user, so the keys carry the id. */
export const chatKeys = {
  all,
  ofUser,
  chatsOf: (userId: number | null) => [...ofUser(userId), 'chats'] as const,
  chats: (userId: number | null, page: ChatsPage) => [...ofUser(userId), 'chats', page] as const,
  /** Every page of one conversation (the other person and the listing). */
  thread,
  messages: (userId: number | null, page: ChatMessagesPage) =>
    [
      ...thread(userId, page.user_id, page.property_id),
      page.before_id ?? 'newest',
      page.per_page,
    ] as const,
  blocked: (userId: number | null) => [...ofUser(userId), 'blocked'] as const,
};

/** The place of a thread's parts in a messages key: ['chat', user, 'thread', with, property, before]. */
export const threadKeyParts = { kind: 2, withUser: 3, property: 4, before: 5 } as const;
