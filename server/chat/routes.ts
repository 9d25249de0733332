/**
 * Chat (spec §7; DOMAIN-RULES "Chat"). Every answer is the usual envelope; every call needs a
 * session, and the sender or reader is always the session's user, never a field.
 *
 * | Call                          | Input                                     | Success                        |
 * |-------------------------------|-------------------------------------------|--------------------------------|
 * | GET  get_chats                | limit, offset (20)                        | ChatConversationDto[], total   |
 * | GET  get_messages             | user_id, property_id, page, per_page (30),| ChatMessageDto[] newest first, |
 * |                               | before_id (added)                         | total, conversation            |
 * | POST send_message             | receiver_id, property_id, message; files  | 201 ChatMessageDto,            |
 * |                               | `file` (JPEG, PNG, PDF, Word ≤ 2 MB) and  | conversation                   |
 * |                               | `audio` (WebM, Ogg, MP4, MP3 ≤ 5 MB)      |                                |
 * | POST delete_chat_message      | message_id                                | { message_id }                 |
 * | POST mark_chat_read (added)   | user_id, property_id                      | { conversation_id, up_to_id,   |
 * |                               |                                           |   read_at }                    |
 * | POST block-user               | to_user_id or to_admin = 1, reason        | ChatBlockDto                   |
 * | POST unblock-user             | to_user_id or to_admin = 1                | null                           |
 * | GET  get_blocked_users (added)| none                                      | ChatBlockDto[]                 |
 * | GET  get_unread_counts (added)| none                                      | { messages, notifications }    |
 * | POST report-user (added)      | to_user_id or message_id, reason_id,      | 201 { id, reported_user_id,    |
 * |                               | other_message ("Other" needs it)          |   message_id, status }         |
 *
 * send_message: 422 validation_failed (no text and no file, text over 4,000 characters, writing
 * to oneself, to someone who is not the listing's owner, a file of the wrong kind by its bytes),
 * 413 a file over its cap, 404 a listing that is not public (a first message) or a conversation
 * the owner never had with that person, 403 chat_blocked (a block either way, or with the
 * admin), 409 chat_closed (the listing was deleted, or the other account), 429 rate_limited
 * (30 a minute, 500 a day, 20 new conversations a day per sender). delete_chat_message: 403 for
 * someone else's message, 404 for a message of a conversation the caller is not in.
 */
import {
  blockUserSchema,
  chatsQuerySchema,
  deleteChatMessageSchema,
  markChatReadSchema,
  reportUserSchema,
  messagesQuerySchema,
  sendMessageSchema,
  unblockUserSchema,
} from '@/contracts/requests/chat-requests';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { getMediaStorage } from '../storage/media-storage';
import { blockUser } from './block-user';
import { chatUploads } from './chat-attachments';
import { deleteChatMessage } from './delete-chat-message';
import { getBlockedUsers } from './get-blocked-users';
import { getChats } from './get-chats';
import { getMessages } from './get-messages';
import { getUnreadCounts } from './get-unread-counts';
import { markChatRead } from './mark-chat-read';
import { reportUser } from './report-user';
import { sendMessage } from './send-message';
import { unblockUser } from './unblock-user';

export const chatRoutes: RouteDefinition[] = [
  route('GET', 'get_chats', {
    auth: 'required',
    query: chatsQuerySchema,
    handle: ({ db, viewer, query }) => getChats(db, viewer, query),
  }),
  route('GET', 'get_messages', {
    auth: 'required',
    query: messagesQuerySchema,
    handle: async ({ db, viewer, query }) => {
      const thread = await getMessages(db, viewer, query);
      return {
        data: thread.data,
        total: thread.total,
        fields: { conversation: thread.conversation },
      };
    },
  }),
  route('POST', 'send_message', {
    auth: 'required',
    body: sendMessageSchema,
    uploads: chatUploads,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body, files, log }) => {
      const sent = await sendMessage(db, viewer, body, files, { storage: getMediaStorage(), log });
      return { data: sent.data, status: 201, fields: { conversation: sent.conversation } };
    },
  }),
  route('POST', 'delete_chat_message', {
    auth: 'required',
    body: deleteChatMessageSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body, log }) => {
      const deleted = await deleteChatMessage(db, viewer, body, {
        storage: getMediaStorage(),
        log,
      });
      return { data: { message_id: deleted.message_id }, message: 'The message was deleted.' };
    },
  }),
  route('POST', 'mark_chat_read', {
    auth: 'required',
    body: markChatReadSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => {
      const receipt = await markChatRead(db, viewer, body);
      return {
        data: {
          conversation_id: receipt.conversation_id,
          up_to_id: receipt.up_to_id,
          read_at: receipt.read_at,
        },
      };
    },
  }),
  route('POST', 'block-user', {
    auth: 'required',
    body: blockUserSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => ({
      data: await blockUser(db, viewer, body),
      message: 'Blocked. Neither of you can write to the other until you unblock.',
    }),
  }),
  route('POST', 'unblock-user', {
    auth: 'required',
    body: unblockUserSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => ({
      data: await unblockUser(db, viewer, body),
      message: 'Unblocked.',
    }),
  }),
  route('GET', 'get_blocked_users', {
    auth: 'required',
    handle: async ({ db, viewer }) => ({ data: await getBlockedUsers(db, viewer) }),
  }),
  route('POST', 'report-user', {
    auth: 'required',
    body: reportUserSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, viewer, body }) => ({
      ...(await reportUser(db, viewer, body)),
      status: 201,
    }),
  }),
  route('GET', 'get_unread_counts', {
    auth: 'required',
    handle: async ({ db, viewer }) => ({ data: await getUnreadCounts(db, viewer) }),
  }),
];
