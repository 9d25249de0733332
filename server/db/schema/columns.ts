import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** created_at, in UTC, set by the database. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** created_at / updated_at, in UTC, set by the database. */
export const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A required reference to another table's row, deleted with it. */
export const cascadeReference = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
