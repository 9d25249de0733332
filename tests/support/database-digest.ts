import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/database';
import * as schema from '@/server/db/schema';

/** Every table of the schema, by name. */
export const schemaTableNames: readonly string[] = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

export interface DigestOptions {
  /** Tables left out entirely. */
  skipTables?: readonly string[];
  /** Columns left out, by table (names as in the database). */
  skipColumns?: Readonly<Record<string, readonly string[]>>;
}

const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * A digest of every row of every table, in one query: per table, its row count and the sum of
 * a 64-bit hash of each row's text (order-free, so no sorting). Two equal digests mean no row
 * was added, removed or changed (in the columns compared), barring a hash collision.
 */
export async function digestDatabase(
  db: Database,
  options: DigestOptions = {},
): Promise<Record<string, string>> {
  const names = schemaTableNames.filter((name) => !options.skipTables?.includes(name));
  const parts = names.map((name) => {
    const skipped = options.skipColumns?.[name] ?? [];
    const row = skipped.length
      ? `(to_jsonb(t) - array[${skipped.map(quoteLiteral).join(', ')}]::text[])::text`
      : 't::text';
    return `select ${quoteLiteral(name)} as name, count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) as digest from "${name}" t`;
  });
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}
