import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notifyUser } from '../notifications/notify-user';
import type { ListingKind } from './listing-kind';

/**
 * Tells a listing's owner of the admin's decision on it or on its edit (approved, or rejected
 * with the reason), once per decision: the decision's time is part of the event's key.
 */
export async function tellOwnerOfReview(
  db: Database,
  kind: ListingKind,
  listingId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
  /** What was decided when it was not the listing itself: its edit under review (`changes:<time>`). */
  occasion?: string,
): Promise<void> {
  const { table } = kind;
  const [listing] = await db
    .select({ ownerId: table.ownerId, title: table.title, decidedAt: table.updatedAt })
    .from(table)
    .where(eq(table.id, listingId));
  if (!listing) return;
  const type = kind.reviewNotices[decision];
  await notifyUser(db, {
    userId: listing.ownerId,
    type,
    eventKey: `${type}:${kind.key}:${listingId}:${occasion ?? listing.decidedAt.getTime()}`,
    params:
      decision === 'rejected'
        ? { title: listing.title, reason: reason ?? '' }
        : { title: listing.title },
    link: kind.reviewNotices.ownerPage,
  });
}
