import { number, object, string, type InferType } from 'yup';
import { fieldMessage } from '../field-message';
import { idField, queryIdField, reportReasonFields } from './field-kit';
import { optionalFlag, pageFields } from './paging';

/** Sizes of chat messages and their files (the composer and the server share them). */
export const chatLimits = {
  message: 4000,
  reason: 500,
  fileBytes: 2 * 1024 * 1024,
  audioBytes: 5 * 1024 * 1024,
  perPage: 30,
  maxPerPage: 100,
} as const;

const pageNumber = () =>
  number()
    .typeError('page must be a number')
    .integer('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000, 'page is too large')
    .default(1);

/** `get_chats`: the signed-in user's conversations, newest first. */
export const chatsQuerySchema = object({ ...pageFields(20, 50) });

/**
 * `get_messages`: one conversation's messages, newest first, `per_page` at a time. `page` counts
 * back from the newest; `before_id` (added) pins the pages to the messages older than one the
 * reader already has, so pages stay the same while new messages arrive.
 */
export const messagesQuerySchema = object({
  user_id: idField('user_id', 'user_id is not a known user').required('user_id is required'),
  property_id: idField('property_id', 'property_id is not a known listing').required(
    'property_id is required',
  ),
  page: pageNumber(),
  per_page: number()
    .typeError('per_page must be a number')
    .integer('per_page must be a whole number')
    .transform((value: number) =>
      Number.isFinite(value) ? Math.min(Math.max(value, 1), chatLimits.maxPerPage) : value,
    )
    .default(chatLimits.perPage),
  before_id: queryIdField('before_id', 'before_id is not a known message'),
});

/**
 * `send_message`: the session's user writes to `receiver_id` about `property_id`. Text, a file
 * (`file`) or a voice message (`audio`): at least one of the three.
 */
export const sendMessageSchema = object({
  receiver_id: idField('receiver_id', 'receiver_id is not a known user').required(
    'validation.chat.receiver_required',
  ),
  property_id: idField('property_id', 'property_id is not a known listing').required(
    'validation.chat.property_required',
  ),
  message: string()
    .trim()
    .max(
      chatLimits.message,
      fieldMessage('validation.chat.message_too_long', { max: chatLimits.message }),
    )
    .default(''),
});

/** `delete_chat_message`: the sender removes one of their own messages. */
export const deleteChatMessageSchema = object({
  message_id: idField('message_id', 'message_id is not a known message').required(
    'message_id is required',
  ),
});

/** `mark_chat_read` (added): the reader has seen the other side's messages of a conversation. */
export const markChatReadSchema = object({
  user_id: idField('user_id', 'user_id is not a known user').required('user_id is required'),
  property_id: idField('property_id', 'property_id is not a known listing').required(
    'property_id is required',
  ),
});

/** `block-user`: stop chat with a person (`to_user_id`) or with the admin (`to_admin` = 1). */
export const blockUserSchema = object({
  to_user_id: queryIdField('to_user_id', 'to_user_id is not a known user'),
  to_admin: optionalFlag().default(0),
  reason: string()
    .trim()
    .max(
      chatLimits.reason,
      fieldMessage('validation.chat.reason_too_long', { max: chatLimits.reason }),
    )
    .required('validation.chat.reason_required'),
});

/** `unblock-user`: end one's own block of a person or of the admin. */
export const unblockUserSchema = object({
  to_user_id: queryIdField('to_user_id', 'to_user_id is not a known user'),
  to_admin: optionalFlag().default(0),
  reason: string().trim().max(chatLimits.reason),
});

export type ChatsQuery = InferType<typeof chatsQuerySchema>;
export type MessagesQuery = InferType<typeof messagesQuerySchema>;
export type SendMessageInput = InferType<typeof sendMessageSchema>;
export type DeleteChatMessageInput = InferType<typeof deleteChatMessageSchema>;
export type MarkChatReadInput = InferType<typeof markChatReadSchema>;
export type BlockUserInput = InferType<typeof blockUserSchema>;
export type UnblockUserInput = InferType<typeof unblockUserSchema>;

/**
 * `report-user` (added): report a person (`to_user_id`) or one of their messages (`message_id`)
 * from a conversation, for a reason of the listing reports' list; "Other" needs a note.
 */
export const reportUserSchema = object({
  to_user_id: queryIdField('to_user_id', 'to_user_id is not a known user'),
  message_id: queryIdField('message_id', 'message_id is not a known message'),
  ...reportReasonFields(),
});

export type ReportUserInput = InferType<typeof reportUserSchema>;
