import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListingOwnerDto } from '@/contracts/dto/owner-listing-dto';
import type { ReviewQueueState } from '@/contracts/requests/moderation-requests';
import type { Database } from '../db/database';
import type { ListingKind, ListingPage, OwnerListingView } from './listing-kind';
import { loadOwnerRows } from './owner-rows';
import { findListingOwners } from './lister-repository';
import { titleSearchSql } from './owner-listing-filter';
import { hasPendingRevisionSql, revisionSentSql } from './revision-repository';

/** A listing as the admin's review queue shows it: as its owner sees it, with the owner. */
export type QueuedListing<OwnerRow extends OwnerListingView> = OwnerRow & {
  owner: ListingOwnerDto;
};

export interface ReviewQueueQuery {
  review_status: ReviewQueueState;
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
  const { data, ownerIds, total } = await loadOwnerRows(db, kind, page);
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

/** Which listings a tab of the review queue holds, in the order they are reviewed. */
function queueTab(
  kind: ListingKind,
  state: ReviewQueueState,
): Pick<ListingPage, 'where' | 'orderBy'> {
  const { table } = kind;
  if (state === 'changes') {
    return {
      where: hasPendingRevisionSql(kind),
      orderBy: [asc(revisionSentSql(kind)), asc(table.id)],
    };
  }
  return {
    where: eq(table.reviewStatus, state),
    orderBy:
      state === 'pending'
        ? [asc(table.createdAt), asc(table.id)]
        : [desc(table.updatedAt), desc(table.id)],
  };
}

/**
 * The admin's review queue of a kind (admin/listings, admin/projects): the listings in one review
 * state (pending by default), or those with an edit waiting for review (`changes`), with their
 * owners. Pending listings and edits come oldest first (first come, first reviewed); reviewed
 * ones latest first.
 */
export async function getReviewQueue<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  query: ReviewQueueQuery,
): Promise<{ data: QueuedListing<OwnerRow>[]; total: number }> {
  const tab = queueTab(kind, query.review_status);
  return loadQueuedListings(db, kind, {
    where: and(tab.where, titleSearchSql(kind, query.search)),
    orderBy: tab.orderBy,
    limit: query.limit,
    offset: query.offset,
  });
}
