import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * A page of rows and how many rows its filter matches in all (`totals`: the count query), read
 * side by side.
 */
export async function rowsWithTotal<Row>(
  rows: PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, [totalRow]] = await Promise.all([rows, totals]);
  return { rows: pageRows, total: Number(totalRow?.total ?? 0) };
}

/** A table whose rows are found by a numeric `id` and note when they were made. */
export type DatedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** A page of the table's rows matching `where`, newest first, and how many match in all. */
export async function newestRowsWithTotal<T extends DatedTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const { rows, total } = await rowsWithTotal(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  );
  return { rows: rows as T['$inferSelect'][], total };
}
