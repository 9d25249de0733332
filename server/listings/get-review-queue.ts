import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListingOwnerDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { Database } from '../db/database';
import type { ListingKind, ListingPage, OwnerListingView } from './listing-kind';
import { findListingOwners } from './lister-repository';
import { titleSearchSql } from './owner-listing-filter';

/** A listing as the admin's review queue shows it: as its owner sees it, with the owner. */
export type QueuedListing<OwnerRow extends OwnerListingView> = OwnerRow & {
  owner: ListingOwnerDto;
};

export interface ReviewQueueQuery {
  review_status: ReviewStatus;
  search?: string;
  limit: number;
  offset: number;
}

/** A page of a kind's listings with their owners, for the admin. */
export async function loadQueuedListings<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  page: ListingPage,
): Promise<{ data: QueuedListing<OwnerRow>[]; total: number }> {
  const { data, ownerIds, total } = await kind.loadOwnerPage(db, page);
  const owners = await findListingOwners(db, ownerIds);
  return {
    data: data.map((row, index) => {
      const ownerId = ownerIds[index] ?? 0;
      const owner = owners.get(ownerId);
      return { ...row, owner: { id: ownerId, name: owner?.name ?? '', email: owner?.email ?? '' } };
    }),
    total,
  };
}

/**
 * The admin's review queue of a kind (admin/listings, admin/projects): the listings in one review
 * state (pending by default), with their owners. Pending ones come oldest first (first come,
 * first reviewed); reviewed ones latest first.
 */
export async function getReviewQueue<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  query: ReviewQueueQuery,
): Promise<{ data: QueuedListing<OwnerRow>[]; total: number }> {
  const { table } = kind;
  const orderBy =
    query.review_status === 'pending'
      ? [asc(table.createdAt), asc(table.id)]
      : [desc(table.updatedAt), desc(table.id)];
  return loadQueuedListings(db, kind, {
    where: and(eq(table.reviewStatus, query.review_status), titleSearchSql(kind, query.search)),
    orderBy,
    limit: query.limit,
    offset: query.offset,
  });
}
