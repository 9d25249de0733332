import type {
  ChatAttachmentDto,
  ChatConversationDto,
  ChatMessageDto,
  ChatPreviewDto,
} from '@/contracts/dto/chat-dto';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { mediaLinkSigner, type MediaLinkSigner } from '../media/private-media-links';
import { imageUrl, mediaUrl } from '../storage/media-url';
import { blockBetween, closedReasonOf, listingStateOf, type ChatSide } from './chat-closure';
import {
  blocksTouching,
  findChatListings,
  findChatPeople,
  lastMessagesOf,
  unreadCountsOf,
  type ChatMessageRow,
  type ConversationRow,
} from './chat-repository';

/** The viewer as chat's rules see them. */
export const chatSideOf = (viewer: Viewer): ChatSide => ({
  id: viewer.userId,
  isAdmin: viewer.role === 'admin',
});

const previewLength = 120;

function attachmentsOf(
  row: ChatMessageRow,
  sign: MediaLinkSigner,
): { file: ChatAttachmentDto | null; audio: ChatAttachmentDto | null } {
  const fileUrl =
    row.file && row.fileKind
      ? row.fileKind === 'image'
        ? imageUrl(row.file, 'large')
        : mediaUrl(row.file)
      : null;
  const audioUrl = mediaUrl(row.audio);
  return {
    file:
      fileUrl && row.fileKind
        ? { url: sign(fileUrl), name: row.fileName ?? 'file', kind: row.fileKind }
        : null,
    audio: audioUrl ? { url: sign(audioUrl), name: 'voice message', kind: 'audio' } : null,
  };
}

/** A message as one of its participants reads it (its files behind signed links). */
export function chatMessageDto(
  row: ChatMessageRow,
  conversation: ConversationRow,
  readerId: number,
  sign: MediaLinkSigner,
): ChatMessageDto {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    property_id: conversation.propertyId,
    message: row.deletedAt ? null : row.message || null,
    ...(row.deletedAt ? { file: null, audio: null } : attachmentsOf(row, sign)),
    is_mine: row.senderId === readerId,
    is_deleted: row.deletedAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function previewOf(row: ChatMessageRow, readerId: number): ChatPreviewDto {
  const kind = row.deletedAt ? 'deleted' : row.message ? 'text' : row.audio ? 'audio' : 'file';
  return {
    id: row.id,
    is_mine: row.senderId === readerId,
    kind,
    text: kind === 'text' ? (row.message ?? '').slice(0, previewLength) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The signer of one answer's links. */
export const chatLinkSigner = (db: Database): Promise<MediaLinkSigner> => mediaLinkSigner(db);

/** Conversations as the viewer's list shows them, in the order given. */
export async function conversationDtos(
  db: Database,
  viewer: ChatSide,
  rows: readonly ConversationRow[],
): Promise<ChatConversationDto[]> {
  if (rows.length === 0) return [];
  const otherIdOf = (row: ConversationRow) =>
    row.buyerId === viewer.id ? row.ownerId : row.buyerId;
  const ids = rows.map((row) => row.id);
  const otherIds = [...new Set(rows.map(otherIdOf))];
  const [listings, people, lastMessages, unread, blocks] = await Promise.all([
    findChatListings(db, [...new Set(rows.map((row) => row.propertyId))]),
    findChatPeople(db, otherIds),
    lastMessagesOf(db, ids),
    unreadCountsOf(db, viewer.id, ids),
    blocksTouching(db, viewer, otherIds),
  ]);
  const listingById = new Map(listings.map((listing) => [listing.id, listing]));
  const personById = new Map(people.map((person) => [person.id, person]));
  const lastByConversation = new Map(lastMessages.map((row) => [row.conversationId, row]));
  return rows.map((row) => {
    const listing = listingById.get(row.propertyId) ?? null;
    const other = personById.get(otherIdOf(row)) ?? null;
    const block = blockBetween(blocks, viewer, {
      id: otherIdOf(row),
      isAdmin: other?.isAdmin ?? false,
    });
    const last = lastByConversation.get(row.id);
    return {
      id: row.id,
      property_id: row.propertyId,
      property_title: listing?.title ?? row.propertyTitle,
      property_slug: listing?.isPublic ? listing.slugId : null,
      property_image: listing?.isPublic ? imageUrl(listing.titleImage, 'card') : null,
      listing_state: listingStateOf(listing),
      is_owner: row.ownerId === viewer.id,
      other_user: {
        id: otherIdOf(row),
        name: other && !other.isGone ? other.name : '',
        profile: other && !other.isGone ? imageUrl(other.profileImage, 'card') : null,
        is_admin: other?.isAdmin ?? false,
      },
      last_message: last ? previewOf(last, viewer.id) : null,
      last_message_at: row.lastMessageAt.toISOString(),
      unread_count: unread.get(row.id) ?? 0,
      closed_reason: closedReasonOf(listing, other, block),
      block_reason: block.byViewer?.reason ?? null,
    };
  });
}
