import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerListingsQuery } from '@/contracts/requests/owner-listing-requests';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../core/route';
import { toOwnerListingDto } from './owner-listing-dto';
import { ownerListingFilterSql, titleSearchSql } from './owner-listing-filter';
import {
  countOwnerListings,
  listOwnerListings,
  newestListingsFirst,
} from './owner-listing-repository';

/**
 * `get-added-properties`: the caller's own listings in every state (pending, rejected with its
 * reason, inactive, sold …), newest first, optionally filtered by state and searched by title;
 * with the total for paging.
 */
export async function getAddedProperties(
  db: Database,
  viewer: Viewer,
  query: OwnerListingsQuery,
): Promise<{ data: OwnerListingDto[]; total: number }> {
  const where = and(
    eq(properties.ownerId, viewer.userId),
    query.status ? ownerListingFilterSql(query.status) : undefined,
    titleSearchSql(query.search),
  );
  const [rows, total] = await Promise.all([
    listOwnerListings(db, {
      where,
      orderBy: newestListingsFirst(),
      limit: query.limit,
      offset: query.offset,
    }),
    countOwnerListings(db, where),
  ]);
  return { data: rows.map(toOwnerListingDto), total };
}
