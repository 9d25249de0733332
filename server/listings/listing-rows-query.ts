import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListingPage } from './listing-kind';

/**
 * One page of a kind's listing rows: `select` (a dynamic query of the kind's table, `$dynamic()`)
 * filtered, ordered and cut as `page` says. Not yet run, so a caller may EXPLAIN it.
 */
export function listingRowsPage<Select extends PgSelect>(
  select: Select,
  page: ListingPage,
): Select {
  return select
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
