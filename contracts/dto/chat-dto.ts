/** The kinds of file a chat message may carry besides a voice message (checked by their bytes). */
export const chatFileKinds = ['image', 'pdf', 'word'] as const;
export type ChatFileKind = (typeof chatFileKinds)[number];

/**
 * Why nobody can write in a conversation any more (null: both sides can).
 * - `listing_gone`: the listing was deleted; the conversation stays readable.
 * - `account_deleted`: the other person deleted their account.
 * - `blocked_by_you` / `blocked_you`: a block between the two (or with the admin), either way.
 */
export const chatClosedReasons = [
  'listing_gone',
  'account_deleted',
  'blocked_by_you',
  'blocked_you',
] as const;
export type ChatClosedReason = (typeof chatClosedReasons)[number];

/** The listing's state as a conversation shows it. */
export type ChatListingState = 'live' | 'sold' | 'rented' | 'gone';

/** The person on the other side of a conversation. */
export interface ChatPersonDto {
  /** Their account id, kept after they deleted the account (then `closed_reason` says so). */
  id: number | null;
  name: string;
  profile: string | null;
  is_admin: boolean;
}

/** A file or voice message of a message, through a signed link that expires. */
export interface ChatAttachmentDto {
  url: string;
  name: string;
  kind: ChatFileKind | 'audio';
}

/** One message, as one of its two participants reads it. */
export interface ChatMessageDto {
  id: number;
  conversation_id: number;
  /** The sender, also after they deleted their account (never null from this server). */
  sender_id: number | null;
  property_id: number;
  /** Null for a file or voice message without text, and for a deleted message. */
  message: string | null;
  file: ChatAttachmentDto | null;
  audio: ChatAttachmentDto | null;
  is_mine: boolean;
  is_deleted: boolean;
  /** When the receiver read it (the sender's read receipt); null until then. */
  read_at: string | null;
  created_at: string;
}

/** How a message looks in the conversation list. */
export interface ChatPreviewDto {
  id: number;
  is_mine: boolean;
  kind: 'text' | 'file' | 'audio' | 'deleted';
  /** The start of the text (text messages only). */
  text: string | null;
  created_at: string;
}

/** A conversation of the signed-in user: one listing, one other person. */
export interface ChatConversationDto {
  id: number;
  property_id: number;
  property_title: string;
  /** The listing's page while it is public. */
  property_slug: string | null;
  property_image: string | null;
  listing_state: ChatListingState;
  /** Whether the signed-in user owns the listing (else they are the buyer or tenant). */
  is_owner: boolean;
  other_user: ChatPersonDto;
  last_message: ChatPreviewDto | null;
  last_message_at: string;
  unread_count: number;
  closed_reason: ChatClosedReason | null;
  /** The blocker's reason, shown to the blocker only. */
  block_reason: string | null;
}

/** A block the signed-in user made (their profile's list of blocked people). */
export interface ChatBlockDto {
  id: number;
  /** The blocked person, or null for a block of the admin. */
  user: ChatPersonDto | null;
  to_admin: boolean;
  reason: string;
  created_at: string;
}

/** What `get_unread_counts` answers: the header's badges. */
export interface UnreadCountsDto {
  messages: number;
  notifications: number;
}
