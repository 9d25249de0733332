import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { runInTransaction } from './transactions';

/**
 * Runs `work` in one transaction whose statements read tables through their indexes only:
 * `enable_seqscan` and parallel workers off, for these statements alone (set_config local to
 * the transaction, in one round trip).
 *
 * For searches, whose every statement is bounded (a count stops at 1,001 rows, a page at
 * 1,050): a sequential scan there is the planner betting that many rows match and it can stop
 * early, a bet lost in full (the whole table read) when a combination of filters matches few
 * or none; the filters' bitmaps cost about as much when the bet would have been won. Parallel
 * workers only add start-up work to such small statements while other requests wait for the
 * cores. Both engines (PostgreSQL, PGlite) accept the settings.
 */
export function readThroughIndexes<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return runInTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return work(tx);
  });
}
