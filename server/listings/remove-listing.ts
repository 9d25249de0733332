import { eq } from 'drizzle-orm';
import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { AppError, notFound } from '../core/app-error';
import type { Database } from '../db/database';
import { notifyUser } from '../notifications/notify-user';
import type { ListingKind } from './listing-kind';

/** A listing's state before and after its removal (for the staff audit). */
export interface ListingRemoval {
  ownerId: number;
  slugId: string;
  title: string;
  before: { review_status: ReviewStatus; is_active: boolean; rejection_reason: string | null };
  after: { review_status: 'removed'; rejection_reason: string };
}

/**
 * Takes a listing of any kind off the site by moderation (DOMAIN-RULES, Listings): its review
 * state becomes `removed` with the moderator's reason, which the owner is told (listing_removed).
 * A removed listing is never public; its owner cannot switch it back on (change-listing-status
 * refuses), and their edit sends it to review again (decideReview). Run it in the transaction of
 * the moderation (the row is locked); note the listing's page as changed once it commits.
 */
export async function removeListing(
  tx: Database,
  kind: ListingKind,
  listingId: number,
  reason: string,
): Promise<ListingRemoval> {
  const { table } = kind;
  const [listing] = await tx
    .select({
      ownerId: table.ownerId,
      slugId: table.slugId,
      title: table.title,
      reviewStatus: table.reviewStatus,
      isActive: table.isActive,
      rejectionReason: table.rejectionReason,
    })
    .from(table)
    .where(eq(table.id, listingId))
    .for('update');
  if (!listing) throw notFound(kind.subject);
  if (listing.reviewStatus === 'removed') {
    throw new AppError('listing_removed', `This ${kind.noun} is already removed.`);
  }
  const [changed] = await tx
    .update(table)
    .set({ reviewStatus: 'removed', rejectionReason: reason, updatedAt: new Date() })
    .where(eq(table.id, listingId))
    .returning({ updatedAt: table.updatedAt });
  await notifyUser(tx, {
    userId: listing.ownerId,
    type: 'listing_removed',
    eventKey: `listing_removed:${kind.key}:${listingId}:${changed?.updatedAt.getTime() ?? Date.now()}`,
    params: { title: listing.title, reason },
    link: kind.reviewNotices.ownerPage,
  });
  return {
    ownerId: listing.ownerId,
    slugId: listing.slugId,
    title: listing.title,
    before: {
      review_status: listing.reviewStatus,
      is_active: listing.isActive,
      rejection_reason: listing.rejectionReason,
    },
    after: { review_status: 'removed', rejection_reason: reason },
  };
}
