import { and, eq, not, type SQL } from 'drizzle-orm';
import { wordsSearchSql } from '../db/text-search';
import type { ListingTable } from '../db/schema/listing-columns';
import type { ListingKind } from './listing-kind';

/** The filters of an owner's list every kind has; a kind may add its own (sold, rented). */
export type ReviewFilter = 'pending' | 'approved' | 'rejected' | 'active' | 'inactive';

/** The SQL of one review filter. Active/inactive are about approved listings only. */
export function reviewFilterSql(table: ListingTable, filter: ReviewFilter): SQL | undefined {
  switch (filter) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return eq(table.reviewStatus, filter);
    case 'active':
      return and(eq(table.reviewStatus, 'approved'), eq(table.isActive, true));
    case 'inactive':
      return and(eq(table.reviewStatus, 'approved'), not(table.isActive));
  }
}

/** Title search: every word must appear (case-insensitive); LIKE wildcards are taken literally. */
export function titleSearchSql(kind: ListingKind, search: string | undefined): SQL | undefined {
  return wordsSearchSql([kind.table.title], search);
}
