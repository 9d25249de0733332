import { and, desc, eq } from 'drizzle-orm';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewQueueQuery } from '@/contracts/requests/moderation-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../core/route';
import { toReviewQueueListingDto } from '../owner-listings/owner-listing-dto';
import { titleSearchSql } from '../owner-listings/owner-listing-filter';
import {
  countOwnerListings,
  listOwnerListings,
  oldestListingsFirst,
} from '../owner-listings/owner-listing-repository';
import { requireAdmin } from './require-admin';

/**
 * `admin/listings`: the listings in one review state (pending by default), with their owners.
 * Pending ones come oldest first (first come, first reviewed); reviewed ones latest first.
 */
export async function getReviewQueue(
  db: Database,
  viewer: Viewer,
  query: ReviewQueueQuery,
): Promise<{ data: ReviewQueueListingDto[]; total: number }> {
  requireAdmin(viewer);
  const reviewStatus = query.review_status;
  const where = and(eq(properties.reviewStatus, reviewStatus), titleSearchSql(query.search));
  const orderBy =
    reviewStatus === 'pending'
      ? oldestListingsFirst()
      : [desc(properties.updatedAt), desc(properties.id)];
  const [rows, total] = await Promise.all([
    listOwnerListings(db, { where, orderBy, limit: query.limit, offset: query.offset }),
    countOwnerListings(db, where),
  ]);
  return { data: rows.map(toReviewQueueListingDto), total };
}
