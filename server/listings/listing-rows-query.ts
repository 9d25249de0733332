import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
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

/** How many rows of a kind's table match `where`. */
export async function countListingRows(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A page of rows (read by `rows`) and how many match the page's filter in all, together. */
export function pageRowsWithTotal<Row>(
  db: Database,
  table: PgTable,
  page: ListingPage,
  rows: (db: Database, page: ListingPage) => Promise<Row[]>,
): Promise<[Row[], number]> {
  return Promise.all([rows(db, page), countListingRows(db, table, page.where)]);
}
