import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { searchTwinOf } from './search-connections';
import { runInTransaction } from './transactions';

/**
 * Runs `work` with statements that read tables through their indexes only, without parallel
 * workers (why: search-connections.ts).
 *
 * On PostgreSQL the statements go to the search connections, which have those settings from
 * the start: no transaction and no settings statement, so a search costs only its own round
 * trips (the count and the page may see different moments; the count is capped anyway). On
 * PGlite (one connection) or inside a transaction, it is one transaction with the settings
 * made local to it by set_config (both engines accept them).
 */
export function readThroughIndexes<T>(
  db: Database,
  work: (reader: Database) => Promise<T>,
): Promise<T> {
  const twin = searchTwinOf(db);
  if (twin) return work(twin);
  return runInTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return work(tx);
  });
}
