import { sql } from 'drizzle-orm';
import { notFound } from '../core/app-error';
import type { Database } from '../db/database';
import { loadQueuedListings, type QueuedListing } from './get-review-queue';
import type { ListingKind, OwnerListingView } from './listing-kind';
import { updateListingWhere } from './listing-repository';
import { changedListing, onlyListing } from './changed-listing';
import { tellOwnerOfReview } from './tell-owner-of-review';

export interface ListingReview {
  listingId: number;
  decision: 'approved' | 'rejected';
  reason?: string;
}

/**
 * The admin's review of a listing of any kind (admin/review-listing, admin/review-project):
 * approved (published the first time it is approved; the public sees it while it is active) or
 * rejected with a reason its owner reads; the owner is notified. A reviewed listing can be reviewed again (an approved
 * one taken down, a rejected one approved).
 */
export async function reviewListing<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  review: ListingReview,
): Promise<{ data: QueuedListing<OwnerRow>; message: string }> {
  const { table } = kind;
  const isApproved = review.decision === 'approved';
  const isWritten = await updateListingWhere(
    db,
    kind,
    review.listingId,
    undefined,
    isApproved
      ? {
          reviewStatus: 'approved',
          rejectionReason: null,
          publishedAt: sql`coalesce(${table.publishedAt}, now())`,
        }
      : { reviewStatus: 'rejected', rejectionReason: review.reason ?? '' },
  );
  if (!isWritten) throw notFound(kind.subject);
  await tellOwnerOfReview(db, kind, review.listingId, review.decision, review.reason ?? null);
  const { data } = await loadQueuedListings(db, kind, onlyListing(kind, review.listingId));
  return { data: changedListing(kind, data), message: `The ${kind.noun} is ${review.decision}.` };
}
