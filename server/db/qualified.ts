import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written as "table"."column". Drizzle leaves the table out in single-table queries,
 * which silently changes the meaning of a correlated subquery; use this inside those.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
