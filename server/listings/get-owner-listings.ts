import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import type { ListingKind, OwnerListingView, OwnerPage } from './listing-kind';
import { loadOwnerRows } from './owner-rows';
import { titleSearchSql } from './owner-listing-filter';

export interface OwnerListingsQuery {
  /** The kind's filter of the list's state (owner-listing-filter.ts), if any. */
  filter: SQL | undefined;
  search?: string;
  limit: number;
  offset: number;
}

/**
 * The caller's own listings of a kind in every state (get-added-properties, get-added-projects):
 * pending, rejected with its reason, inactive, sold …, newest first, optionally filtered by state
 * and searched by title; with the total for paging.
 */
export async function getOwnerListings<OwnerRow extends OwnerListingView>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  viewer: Viewer,
  query: OwnerListingsQuery,
): Promise<{ data: OwnerRow[]; total: number }> {
  const { table } = kind;
  const { data, total }: OwnerPage<OwnerRow> = await loadOwnerRows(db, kind, {
    where: and(eq(table.ownerId, viewer.userId), query.filter, titleSearchSql(kind, query.search)),
    orderBy: [desc(table.createdAt), desc(table.id)],
    limit: query.limit,
    offset: query.offset,
  });
  return { data, total };
}
