import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatFileKinds } from '@/contracts/dto/chat-dto';
import { reportStatuses } from './listing-columns';
import { reportReasons } from './site';
import { userReference, users } from './users';
import { cascadeReference, createdAtColumn } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A participant of a conversation or the sender of a message. No foreign key: the id stays when
 * the account is deleted, so the other side keeps the conversation (its person shown as
 * deleted) and it can never be written to again.
 */
const participant = (name: string) => integer(name).notNull();

/**
 * A conversation: one buyer (or tenant) and one owner about one listing. It outlives the
 * listing (its id stays, its title is kept) and either account: the other side keeps reading
 * it, and nobody can write to it any more.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** The listing's id; kept when the listing is deleted (no foreign key), which marks it gone. */
    propertyId: integer('property_id').notNull(),
    /** The listing's title when the conversation began, shown once the listing is gone. */
    propertyTitle: text('property_title').notNull(),
    buyerId: participant('buyer_id'),
    ownerId: participant('owner_id'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('conversations_listing_pair_unique').on(
      table.propertyId,
      table.buyerId,
      table.ownerId,
    ),
    index('conversations_buyer_idx').on(table.buyerId, table.lastMessageAt.desc()),
    index('conversations_owner_idx').on(table.ownerId, table.lastMessageAt.desc()),
  ],
);

/**
 * A message of a conversation: text, a file or a voice message (storage keys under
 * `private/chat/`, served to the two participants through signed links). A deleted message
 * keeps its row (the other side sees it removed) without its text or files.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: cascadeReference('conversation_id', () => conversations.id),
    senderId: participant('sender_id'),
    message: text('message'),
    file: text('file'),
    fileKind: text('file_kind', { enum: chatFileKinds }),
    /** The sender's own name for the file, shown to the reader (never a storage name). */
    fileName: text('file_name'),
    audio: text('audio'),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id.desc()),
    index('chat_messages_unread_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
    /** The rate limits count a sender's messages of the last day. */
    index('chat_messages_sender_idx').on(table.senderId, table.createdAt),
  ],
);

/**
 * A block: the blocker stops chat with one person (`blocked_user_id`) or with the admin
 * (`to_admin`). Either way the pair cannot message each other until the blocker unblocks.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: userReference('blocker_id'),
    blockedUserId: integer('blocked_user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAdmin: boolean('to_admin').notNull().default(false),
    reason: text('reason').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('user_blocks_person_unique')
      .on(table.blockerId, table.blockedUserId)
      .where(sql`not ${table.toAdmin}`),
    uniqueIndex('user_blocks_admin_unique')
      .on(table.blockerId)
      .where(sql`${table.toAdmin}`),
    index('user_blocks_blocked_idx').on(table.blockedUserId),
  ],
);

/**
 * A report of a person, or of one of their messages, from a conversation: the reason (as for
 * listings) and a note, for the admin's report queue. The reported person is not told.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: userReference('reporter_id'),
    reportedUserId: userReference('reported_user_id'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    reasonId: integer('reason_id').references(() => reportReasons.id, { onDelete: 'set null' }),
    otherMessage: text('other_message'),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('chat_reports_status_idx').on(table.status, table.createdAt.desc()),
    index('chat_reports_reported_idx').on(table.reportedUserId),
    /** One open report per reporter and person (a message report counts for its sender). */
    uniqueIndex('chat_reports_open_unique')
      .on(table.reporterId, table.reportedUserId)
      .where(sql`${table.status} = 'open'`),
  ],
);
