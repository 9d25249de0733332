import type { ChatClosedReason, ChatListingState } from '@/contracts/dto/chat-dto';
import type { ChatListing, ChatPerson, UserBlockRow } from './chat-repository';

/** Who is looking, as chat's rules need them. */
export interface ChatSide {
  id: number;
  isAdmin: boolean;
}

/** Whether a block stops chat between `viewer` and `other`, and whose it is. */
export function blockBetween(
  blocks: readonly UserBlockRow[],
  viewer: ChatSide,
  other: ChatSide,
): { byViewer: UserBlockRow | null; byOther: UserBlockRow | null } {
  const blocks_ = (blocker: ChatSide, blocked: ChatSide) =>
    blocks.find(
      (block) =>
        block.blockerId === blocker.id &&
        (block.toAdmin ? blocked.isAdmin : block.blockedUserId === blocked.id),
    ) ?? null;
  return { byViewer: blocks_(viewer, other), byOther: blocks_(other, viewer) };
}

/**
 * Why the viewer can no longer write in a conversation, or null: the listing is gone, the other
 * person's account is, or a block stands either way (the viewer's own named first, since only
 * they can lift it).
 */
export function closedReasonOf(
  listing: ChatListing | null,
  other: ChatPerson | null,
  block: { byViewer: UserBlockRow | null; byOther: UserBlockRow | null },
): ChatClosedReason | null {
  if (!listing) return 'listing_gone';
  if (!other || other.isGone) return 'account_deleted';
  if (block.byViewer) return 'blocked_by_you';
  if (block.byOther) return 'blocked_you';
  return null;
}

export function listingStateOf(listing: ChatListing | null): ChatListingState {
  if (!listing) return 'gone';
  return listing.listingStatus === 'available' ? 'live' : listing.listingStatus;
}
