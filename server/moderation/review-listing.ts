import { paths } from '@/utils/paths';
import { eq, sql } from 'drizzle-orm';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewListingInput } from '@/contracts/requests/moderation-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { toReviewQueueListingDto } from '../owner-listings/owner-listing-dto';
import { findOwnerListing, updateListingWhere } from '../owner-listings/owner-listing-repository';
import { requireAdmin } from './require-admin';
import { notePageChanged } from '../pages/changed-pages';

/**
 * `admin/review-listing`: the admin approves a listing (published the first time it is
 * approved; the public sees it while it is active) or rejects it with a reason its owner reads.
 * A reviewed listing can be reviewed again (an approved one taken down, a rejected one approved).
 */
export async function reviewListing(
  db: Database,
  viewer: Viewer,
  input: ReviewListingInput,
): Promise<{ data: ReviewQueueListingDto; message: string }> {
  requireAdmin(viewer);
  const isApproved = input.decision === 'approved';
  const isWritten = await updateListingWhere(
    db,
    input.property_id,
    undefined,
    isApproved
      ? {
          reviewStatus: 'approved',
          rejectionReason: null,
          publishedAt: sql`coalesce(${properties.publishedAt}, now())`,
        }
      : { reviewStatus: 'rejected', rejectionReason: input.reason ?? '' },
  );
  if (!isWritten) throw notFound('The property');
  const row = await findOwnerListing(db, eq(properties.id, input.property_id));
  if (!row) throw notFound('The property');
  notePageChanged(paths.propertyDetail(row.slugId));
  return {
    data: toReviewQueueListingDto(row),
    message: isApproved ? 'The listing is approved.' : 'The listing is rejected.',
  };
}
