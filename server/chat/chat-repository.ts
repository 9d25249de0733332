import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  chatMessages,
  chatReports,
  conversations,
  properties,
  userBlocks,
  users,
} from '../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type UserBlockRow = typeof userBlocks.$inferSelect;

/** The listing a message is about, in any state (null once deleted). */
export interface ChatListing {
  id: number;
  ownerId: number;
  title: string;
  slugId: string;
  titleImage: string | null;
  isPublic: boolean;
  listingStatus: 'available' | 'sold' | 'rented';
}

export async function findChatListings(
  db: Database,
  ids: readonly number[],
): Promise<ChatListing[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      title: properties.title,
      slugId: properties.slugId,
      titleImage: properties.titleImage,
      isPublic: sql<boolean>`(${properties.reviewStatus} = 'approved' and ${properties.isActive})`,
      listingStatus: properties.listingStatus,
    })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

export async function findChatListing(db: Database, id: number): Promise<ChatListing | null> {
  const [row] = await findChatListings(db, [id]);
  return row ?? null;
}

/** A person as chat sees them: null when no account ever had the id. */
export interface ChatPerson {
  id: number;
  name: string;
  profileImage: string | null;
  isAdmin: boolean;
  /** Deleted (or anonymised) accounts and deactivated ones receive nothing. */
  isGone: boolean;
}

export async function findChatPeople(db: Database, ids: readonly number[]): Promise<ChatPerson[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      profileImage: users.profileImage,
      isAdmin: sql<boolean>`${users.role} = 'admin'`,
      isGone: sql<boolean>`(${users.deletedAt} is not null or not ${users.isActive})`,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The conversation between two people about one listing, whichever of them owns it. */
export async function findConversationOfPair(
  db: Database,
  propertyId: number,
  oneUserId: number,
  otherUserId: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.propertyId, propertyId),
        or(
          and(eq(conversations.buyerId, oneUserId), eq(conversations.ownerId, otherUserId)),
          and(eq(conversations.buyerId, otherUserId), eq(conversations.ownerId, oneUserId)),
        ),
      ),
    );
  return row ?? null;
}

/**
 * The conversation of a buyer and an owner about a listing, made on its first message. Two
 * first messages at once make one conversation (the unique pair index decides).
 */
export async function findOrCreateConversation(
  db: Database,
  values: { propertyId: number; propertyTitle: string; buyerId: number; ownerId: number },
): Promise<{ conversation: ConversationRow; isNew: boolean }> {
  const [created] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  if (created) return { conversation: created, isNew: true };
  const existing = await findConversationOfPair(
    db,
    values.propertyId,
    values.buyerId,
    values.ownerId,
  );
  if (!existing) throw new Error('The conversation vanished between its insert and its read.');
  return { conversation: existing, isNew: false };
}

export async function findConversation(db: Database, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

const participatesIn = (userId: number) =>
  or(eq(conversations.buyerId, userId), eq(conversations.ownerId, userId));

/** A user's conversations, the latest message first. */
export function listConversationsOf(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(participatesIn(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countConversationsOf(db: Database, userId: number): Promise<number> {
  return db.$count(conversations, participatesIn(userId));
}

/** Each conversation's newest message (deleted ones included: the list says "removed"). */
export async function lastMessagesOf(
  db: Database,
  conversationIds: readonly number[],
): Promise<ChatMessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, [...conversationIds]))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
}

const unreadBy = (readerId: number) =>
  and(
    ne(chatMessages.senderId, readerId),
    isNull(chatMessages.readAt),
    isNull(chatMessages.deletedAt),
  );

/** How many messages of each conversation the reader has not read. */
export async function unreadCountsOf(
  db: Database,
  readerId: number,
  conversationIds: readonly number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, unread: count() })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, [...conversationIds]), unreadBy(readerId)))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

/** Every message the reader has not read, over all their conversations. */
export async function countUnreadMessages(db: Database, readerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(participatesIn(readerId), unreadBy(readerId)));
  return Number(row?.unread ?? 0);
}

/** A page of a conversation's messages, the newest first, older than `beforeId` if given. */
export function listMessages(
  db: Database,
  conversationId: number,
  page: { limit: number; offset: number; beforeId?: number },
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        page.beforeId === undefined ? undefined : lt(chatMessages.id, page.beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countMessages(db: Database, conversationId: number): Promise<number> {
  return db.$count(chatMessages, eq(chatMessages.conversationId, conversationId));
}

export async function insertChatMessage(
  db: Database,
  values: typeof chatMessages.$inferInsert,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  await db
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

export async function findChatMessage(db: Database, id: number): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

/** Empties a message (its text and files go), keeping its place; null when already deleted. */
export async function emptyChatMessage(db: Database, id: number): Promise<ChatMessageRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: new Date(), message: null, file: null, fileName: null, audio: null })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning();
  return row ?? null;
}

/** Marks the other side's unread messages of a conversation read; answers the newest of them. */
export async function markMessagesRead(
  db: Database,
  conversationId: number,
  readerId: number,
): Promise<{ upToId: number; readAt: Date } | null> {
  const readAt = new Date();
  const rows = await db
    .update(chatMessages)
    .set({ readAt })
    .where(and(eq(chatMessages.conversationId, conversationId), unreadBy(readerId)))
    .returning({ id: chatMessages.id });
  if (rows.length === 0) return null;
  return { upToId: Math.max(...rows.map((row) => row.id)), readAt };
}

/** Whether the reader has an unread message from the sender in the conversation, but `exceptId`. */
export async function hasOtherUnread(
  db: Database,
  conversationId: number,
  readerId: number,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        unreadBy(readerId),
        ne(chatMessages.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Empties every message a user sent (their account is being deleted): the text and files go,
 * the places stay for the other side. Answers the stored files to remove after the commit.
 */
export async function forgetMessagesOf(db: Database, senderId: number): Promise<string[]> {
  const rows = await db
    .update(chatMessages)
    .set({ message: null, file: null, fileName: null, audio: null })
    .where(eq(chatMessages.senderId, senderId))
    .returning({
      file: chatMessages.file,
      fileKind: chatMessages.fileKind,
      audio: chatMessages.audio,
    });
  return rows.flatMap((row) => storedKeysOf(row));
}

/** The storage keys a message's file and voice message occupy (a photo has its variants). */
export function storedKeysOf(row: {
  file: string | null;
  fileKind: ChatMessageRow['fileKind'];
  audio: string | null;
}): string[] {
  const keys: string[] = [];
  if (row.file) {
    keys.push(
      ...(row.fileKind === 'image'
        ? [`${row.file}-card.webp`, `${row.file}-large.webp`]
        : [row.file]),
    );
  }
  if (row.audio) keys.push(row.audio);
  return keys;
}

/** The blocks between two people either way, and the admin blocks that touch them. */
export function blocksBetween(
  db: Database,
  one: { id: number; isAdmin: boolean },
  other: { id: number; isAdmin: boolean },
): Promise<UserBlockRow[]> {
  const personBlock = (blocker: number, blocked: number) =>
    and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedUserId, blocked));
  const adminBlock = (blocker: number) =>
    and(eq(userBlocks.blockerId, blocker), eq(userBlocks.toAdmin, true));
  return db
    .select()
    .from(userBlocks)
    .where(
      or(
        personBlock(one.id, other.id),
        personBlock(other.id, one.id),
        other.isAdmin ? adminBlock(one.id) : undefined,
        one.isAdmin ? adminBlock(other.id) : undefined,
      ),
    );
}

/**
 * Every block that touches a user's conversations: the ones they made, the ones made against
 * them, and, for an admin, the blocks of the admin by `others`.
 */
export function blocksTouching(
  db: Database,
  user: { id: number; isAdmin: boolean },
  others: readonly number[],
): Promise<UserBlockRow[]> {
  return db
    .select()
    .from(userBlocks)
    .where(
      or(
        eq(userBlocks.blockerId, user.id),
        eq(userBlocks.blockedUserId, user.id),
        user.isAdmin && others.length > 0
          ? and(eq(userBlocks.toAdmin, true), inArray(userBlocks.blockerId, [...others]))
          : undefined,
      ),
    );
}

/** The blocks a user made, newest first. */
export function listBlocksBy(db: Database, blockerId: number): Promise<UserBlockRow[]> {
  return db
    .select()
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.id));
}

/** Adds a block, or answers the one already there (its reason updated). */
export async function saveBlock(
  db: Database,
  values: { blockerId: number; blockedUserId: number | null; toAdmin: boolean; reason: string },
): Promise<UserBlockRow> {
  const existing = await findBlock(db, values.blockerId, values);
  if (existing) {
    const [updated] = await db
      .update(userBlocks)
      .set({ reason: values.reason })
      .where(eq(userBlocks.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db.insert(userBlocks).values(values).onConflictDoNothing().returning();
  return created ?? (await findBlock(db, values.blockerId, values))!;
}

export async function findBlock(
  db: Database,
  blockerId: number,
  target: { blockedUserId: number | null; toAdmin: boolean },
): Promise<UserBlockRow | null> {
  const [row] = await db
    .select()
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.blockerId, blockerId),
        target.toAdmin
          ? eq(userBlocks.toAdmin, true)
          : and(eq(userBlocks.toAdmin, false), eq(userBlocks.blockedUserId, target.blockedUserId!)),
      ),
    );
  return row ?? null;
}

export async function deleteBlock(db: Database, id: number): Promise<void> {
  await db.delete(userBlocks).where(eq(userBlocks.id, id));
}

/** Stores an open report; null when the reporter already has one open about that person. */
export async function insertOpenChatReport(
  db: Database,
  values: typeof chatReports.$inferInsert,
): Promise<number | null> {
  const [row] = await db
    .insert(chatReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  return row?.id ?? null;
}

/** Whether a person has been reported from a conversation (their words stay out of emails). */
export async function isReportedIn(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatReports.id })
    .from(chatReports)
    .where(
      and(eq(chatReports.conversationId, conversationId), eq(chatReports.reportedUserId, userId)),
    )
    .limit(1);
  return Boolean(row);
}

/** The reader's unread messages of a conversation from `fromId` on (one unread run). */
export async function countUnreadFrom(
  db: Database,
  conversationId: number,
  readerId: number,
  fromId: number,
): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        unreadBy(readerId),
        gte(chatMessages.id, fromId),
      ),
    );
  return Number(row?.unread ?? 0);
}
