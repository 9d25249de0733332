import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database, DatabaseDriver, DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import * as schema from '@/server/db/schema';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or (in the server-postgres
 * project) a new PostgreSQL database created through TEST_DATABASE_URL and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_DRIVER !== 'postgres') {
    return openDatabase({ driver: 'pglite', inMemory: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${inject('postgresDatabasePrefix')}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/** A test file's database, open between its `beforeAll` and `afterAll` hooks. */
export interface TestDatabase {
  readonly db: Database;
  readonly driver: DatabaseDriver;
}

/**
 * Opens a fresh test database before this file's tests, puts the file's rows in with `seed`
 * (hooks registered after this one run on it) and closes it after them:
 * `const handle = setUpTestDatabase(async (db) => {…});` then `handle.db` in the tests.
 */
export function setUpTestDatabase(seed?: (db: Database) => Promise<unknown>): TestDatabase {
  const opened = openForTheFile('The test database', async () => {
    const handle = await openTestDatabase();
    await seed?.(handle.db);
    return handle;
  });
  return {
    get db() {
      return opened().db;
    },
    get driver() {
      return opened().driver;
    },
  };
}

/**
 * Opens a thing in `beforeAll` and closes it in `afterAll` (in the order the file registers
 * them); the answer reads it in between, and fails with `name` outside those hooks.
 */
export function openForTheFile<T extends { close(): Promise<void> }>(
  name: string,
  open: () => Promise<T>,
): () => T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error(`${name} is open only between beforeAll and afterAll`);
    return opened;
  };
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Our own database code pointed at a PostgreSQL server that is not there (port 1): what the app
 * meets when its database server is down. Close it with `close()`.
 */
export function unreachableDatabase(): DatabaseHandle {
  const pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/hearth' });
  return {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    driver: 'postgres',
    close: () => pool.end(),
  };
}
