import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema';
import { releaseLostConnections } from './release-lost-connections';
import { retryReadsOnce } from './retry-reads-once';
import { registerSearchTwin, searchConnectionOptions } from './search-connections';

export const migrationsFolder = path.join(process.cwd(), 'server', 'db', 'migrations');

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'pglite'; inMemory: true };

/** Opens the database and applies every migration (idempotent) before handing it out. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const poolSize = target.poolSize ?? 10;
    const pool = openPool(target.url, poolSize);
    // Searches run on connections of their own, set up for them (search-connections.ts).
    const searchPool = openPool(target.url, poolSize, searchConnectionOptions);
    const closePools = () => Promise.all([pool.end(), searchPool.end()]).then(() => undefined);
    const postgres = drizzlePostgres({ client: pool, schema });
    const db = postgres as unknown as Database;
    try {
      await migratePostgres(postgres, { migrationsFolder });
    } catch (error) {
      await closePools();
      throw error;
    }
    registerSearchTwin(db, drizzlePostgres({ client: searchPool, schema }) as unknown as Database);
    return { db, driver: 'postgres', close: once(closePools) };
  }

  const lock = 'dataDir' in target ? acquireDataDirLock(target.dataDir) : null;
  // The lock file names this process; remove it however the process ends.
  if (lock) process.once('exit', () => lock.release());
  try {
    const client = new PGlite({
      ...('dataDir' in target ? { dataDir: target.dataDir } : {}),
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      close: once(async () => {
        await client.close();
        lock?.release();
      }),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function openPool(url: string, max: number, options?: string): Pool {
  const pool = new Pool({ connectionString: url, max, ...(options ? { options } : {}) });
  // An idle connection can be closed by the server (restart, admin command); without a
  // listener node-postgres would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`Idle PostgreSQL connection closed: ${error.message}`));
  // The same for a connection a transaction holds, which the pool listens to only while idle:
  // nothing to log here — its statement (under way or next) fails with the loss, and the
  // request answers 503 (api-handler.ts); the pool drops the connection on its release.
  pool.on('connect', (client) => client.on('error', ignoreLoss));
  return retryReadsOnce(releaseLostConnections(pool));
}

function ignoreLoss(): void {}

/** Closing twice (an explicit close and the exit hook) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}
