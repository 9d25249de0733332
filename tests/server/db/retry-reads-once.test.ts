import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '@/server/db/connection-lost';
import { faqs } from '@/server/db/schema';
import { insertFaq } from '../../support/factories';
import { openForTheFile, setUpTestDatabase } from '../../support/test-database';

const onPostgres = process.env.TEST_DATABASE_DRIVER === 'postgres';

/**
 * A statement waits on a lock another connection holds, its connection is ended
 * (pg_terminate_backend) while it waits, then the lock is let go: a read is answered by its
 * second attempt on a new connection; a write fails and is never carried out.
 */
describe.skipIf(!onPostgres)(
  'retrying reads once (PostgreSQL only: needs TEST_DATABASE_URL)',
  () => {
    const database = setUpTestDatabase(async (db) => {
      await insertFaq(db, { question: 'Is the garden shared?' });
    });
    /** One connection holds the lock; another (outside its transaction) watches and ends. */
    const connections = openForTheFile('The locking and watching connections', async () => {
      const url = await urlOf(database.db);
      const locker = new Client({ connectionString: url });
      const watcher = new Client({ connectionString: url });
      await Promise.all([locker.connect(), watcher.connect()]);
      return {
        locker,
        watcher,
        close: async () => {
          await Promise.all([locker.end(), watcher.end()]);
        },
      };
    });

    /** Runs `statement` while the faqs table is locked, ending its connection as it waits. */
    async function killWhileWaiting<T>(
      statement: () => Promise<T>,
    ): Promise<PromiseSettledResult<T>> {
      const { locker, watcher } = connections();
      await locker.query('begin');
      await locker.query('lock table faqs in access exclusive mode');
      const settled = statement().then(
        (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
      );
      try {
        const waiting = await waitForWaitingBackend(watcher);
        await watcher.query('select pg_terminate_backend($1)', [waiting]);
        // The first attempt is gone; a second one, if any, waits for the lock until it is let go.
        await waitUntilGone(watcher, waiting);
      } finally {
        await locker.query('commit');
      }
      return settled;
    }

    it('answers a read whose connection was ended under it from a second attempt', async () => {
      const result = await killWhileWaiting(() =>
        database.db.select({ question: faqs.question }).from(faqs),
      );
      expect(result).toEqual({
        status: 'fulfilled',
        value: [{ question: 'Is the garden shared?' }],
      });
    });

    it('never sends a write a second time: it fails with the lost connection and adds nothing', async () => {
      const result = await killWhileWaiting(() =>
        database.db
          .insert(faqs)
          .values({ question: 'Are pets allowed?', answer: 'Yes.', sequence: 9 }),
      );
      expect(result.status).toBe('rejected');
      expect(isConnectionLost((result as PromiseRejectedResult).reason)).toBe(true);
      const [added] = await database.db
        .select({ rows: count() })
        .from(faqs)
        .where(eq(faqs.question, 'Are pets allowed?'));
      expect(added?.rows).toBe(0);
    });

    it('never sends a read inside a transaction a second time', async () => {
      const result = await killWhileWaiting(() =>
        database.db.transaction((tx) => tx.select({ question: faqs.question }).from(faqs)),
      );
      expect(result.status).toBe('rejected');
      expect(isConnectionLost((result as PromiseRejectedResult).reason)).toBe(true);
    });
  },
);

async function urlOf(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) {
  const result = (await db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

const deadline = 20_000;

/** The pid of the backend waiting on a lock (polling until one waits). */
async function waitForWaitingBackend(watcher: Client): Promise<number> {
  const until = Date.now() + deadline;
  while (Date.now() < until) {
    const { rows } = await watcher.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('No statement came to wait on the lock');
}

async function waitUntilGone(watcher: Client, pid: number): Promise<void> {
  const until = Date.now() + deadline;
  while (Date.now() < until) {
    const { rows } = await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    if (rows.length === 0) {
      // Give a second attempt, if the pool makes one, the time to reach the lock and wait.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The connection ${pid} was not ended`);
}
