import { and, eq, ilike, not, type SQL } from 'drizzle-orm';
import type { OwnerListingFilter } from '@/contracts/requests/owner-listing-requests';
import { properties } from '../db/schema';

/** The SQL of one "My properties" filter. Active/inactive are about approved listings only. */
export function ownerListingFilterSql(filter: OwnerListingFilter): SQL | undefined {
  switch (filter) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return eq(properties.reviewStatus, filter);
    case 'active':
      return and(eq(properties.reviewStatus, 'approved'), eq(properties.isActive, true));
    case 'inactive':
      return and(eq(properties.reviewStatus, 'approved'), not(properties.isActive));
    case 'sold':
    case 'rented':
      return eq(properties.listingStatus, filter);
  }
}

/** Title search: every word must appear (case-insensitive); LIKE wildcards are taken literally. */
export function titleSearchSql(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => ilike(properties.title, `%${word.replace(/[\\%_]/g, '\\$&')}%`)),
  );
}
