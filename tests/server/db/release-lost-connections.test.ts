import { Client, Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseLostConnections } from '@/server/db/release-lost-connections';

const onPostgres = process.env.TEST_DATABASE_DRIVER === 'postgres';

describe.skipIf(!onPostgres)(
  'releasing lost connections (PostgreSQL only: needs TEST_DATABASE_URL)',
  () => {
    it('gives a held connection back when the server ends it, so the pool opens a new one', async () => {
      const url = process.env.TEST_DATABASE_URL;
      const pool = releaseLostConnections(new Pool({ connectionString: url, max: 1 }));
      pool.on('error', () => {});
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        // Held, as a transaction holds it, and never released by its holder before the loss.
        const held = await pool.connect();
        const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await waitFor(() => pool.totalCount === 0);
        expect(() => held.release()).not.toThrow();
        // The pool's one place is free again: a statement gets a new connection.
        const answer = await pool.query<{ one: number }>('select 1 as one');
        expect(answer.rows).toEqual([{ one: 1 }]);
      } finally {
        await admin.end();
        await pool.end();
      }
    });
  },
);

async function waitFor(condition: () => boolean): Promise<void> {
  const until = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error('The pool kept the lost connection');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
