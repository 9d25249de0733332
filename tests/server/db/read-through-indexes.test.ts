import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import { readThroughIndexes } from '@/server/db/read-through-indexes';
import { runInTransaction } from '@/server/db/transactions';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();

async function planSettings(db: Database) {
  // Both drivers answer { rows }.
  const result = (await db.execute(
    sql`select current_setting('enable_seqscan') as seqscan, current_setting('max_parallel_workers_per_gather') as workers`,
  )) as unknown as { rows: { seqscan: string; workers: string }[] };
  return result.rows[0];
}

describe('readThroughIndexes', () => {
  it('runs its statements without sequential scans or parallel workers', async () => {
    const settings = await readThroughIndexes(handle.db, (reader) =>
      Promise.all([planSettings(reader), planSettings(reader)]),
    );
    expect(settings).toEqual([
      { seqscan: 'off', workers: '0' },
      { seqscan: 'off', workers: '0' },
    ]);
  });

  it('leaves every other statement with the default settings', async () => {
    await readThroughIndexes(handle.db, (reader) => planSettings(reader));
    const after = await Promise.all(Array.from({ length: 6 }, () => planSettings(handle.db)));
    for (const settings of after) expect(settings?.seqscan).toBe('on');
  });

  it('inside a transaction, sets them for that transaction only', async () => {
    const inside = await runInTransaction(handle.db, (tx) =>
      readThroughIndexes(tx, (reader) => planSettings(reader)),
    );
    expect(inside).toEqual({ seqscan: 'off', workers: '0' });
    expect((await planSettings(handle.db))?.seqscan).toBe('on');
  });

  it(`reads on connections that start with the settings on PostgreSQL, sets them per transaction on PGlite (${process.env.TEST_DATABASE_DRIVER ?? 'pglite'})`, async () => {
    // reset_val is the session's own value: the startup options on a search connection, the
    // default where set_config made the setting local to a transaction.
    const sessionValue = await readThroughIndexes(handle.db, async (reader) => {
      const result = (await reader.execute(
        sql`select reset_val from pg_settings where name = 'enable_seqscan'`,
      )) as unknown as { rows: { reset_val: string }[] };
      return result.rows[0]?.reset_val;
    });
    expect(sessionValue).toBe(handle.driver === 'postgres' ? 'off' : 'on');
  });
});

describe('the search twin registry', () => {
  it('is shared by every copy of the module, as Next bundles one per route chunk', async () => {
    const { registerSearchTwin } = await import('@/server/db/search-connections');
    const database = {} as Database;
    const twin = {} as Database;
    registerSearchTwin(database, twin);
    vi.resetModules();
    const anotherChunk = await import('@/server/db/search-connections');
    expect(anotherChunk.searchTwinOf(database)).toBe(twin);
  });
});
