import { eq, inArray } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** A table whose rows are found by a numeric `id`. */
export type TableWithId = PgTable & { id: PgColumn };

/** A table whose rows are found by a numeric `id` and note when they last changed. */
export type EditableTable = TableWithId & { updatedAt: PgColumn };

/** The row with this id (locked until the transaction ends with `lock`), or null. */
export async function findRowById<T extends TableWithId>(
  db: Database,
  table: T,
  id: number,
  options: { lock?: boolean } = {},
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Adds a row (no id) or changes the one with this id (null when there is none). */
export async function writeRowById<T extends EditableTable>(
  db: Database,
  table: T,
  id: number | undefined,
  values: T['$inferInsert'],
): Promise<T['$inferSelect'] | null> {
  const rows = (
    id
      ? await db
          .update(table)
          .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
          .where(eq(table.id, id))
          .returning()
      : await db.insert(table).values(values).returning()
  ) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** These columns of the rows with these ids, in no order; none asked, none read. */
export async function selectByIds<T extends TableWithId, F extends SelectedFields>(
  db: Database,
  table: T,
  fields: F,
  ids: readonly number[],
): Promise<SelectResultFields<F>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(fields)
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]));
  return rows as SelectResultFields<F>[];
}

/** Which of these ids name a row of the table. */
export async function existingIds<T extends TableWithId>(
  db: Database,
  table: T,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await selectByIds(db, table, { id: table.id }, ids);
  return rows.map((row) => Number(row.id));
}

/** A console save's finder of its row (saveAudited's `find`): the row with the id, locked. */
export const lockedRowFinder =
  <T extends TableWithId>(table: T) =>
  (db: Database, id: number): Promise<T['$inferSelect'] | null> =>
    findRowById(db, table, id, { lock: true });

/** A console save's writer of its row: adds one (no id) or changes the one with the id. */
export const rowWriter =
  <T extends EditableTable>(table: T) =>
  (db: Database, id: number | undefined, values: T['$inferInsert']) =>
    writeRowById(db, table, id, values);
