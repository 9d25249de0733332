import { eq, type SQL } from 'drizzle-orm';
import type { OwnerListingFilter } from '@/contracts/requests/owner-listing-requests';
import { properties } from '../db/schema';
import { reviewFilterSql } from '../listings/owner-listing-filter';

/** The SQL of one "My properties" filter: a review state, or a market state (sold, rented). */
export function ownerPropertyFilterSql(filter: OwnerListingFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'sold' || filter === 'rented') return eq(properties.listingStatus, filter);
  return reviewFilterSql(properties, filter);
}
