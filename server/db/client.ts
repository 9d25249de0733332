import path from 'node:path';
import { getEnv } from '../env';
import type { Database, DatabaseHandle } from './database';
import { openDatabase, type DatabaseTarget } from './open-database';

/**
 * The process-wide database. Next bundles server code into several chunks (API and each page),
 * so the handle lives on globalThis: one PGlite per process, whichever chunk asks first.
 */
const globalKey = Symbol.for('hearth.database');
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

export function defaultDatabaseTarget(): DatabaseTarget {
  const env = getEnv();
  if (env.databaseUrl) return { driver: 'postgres', url: env.databaseUrl };
  return { driver: 'pglite', dataDir: path.join(env.dataDir, 'db') };
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as GlobalWithDatabase;
  if (!holder[globalKey]) {
    const opening = openDatabase(defaultDatabaseTarget());
    holder[globalKey] = opening;
    opening.catch(() => {
      if (holder[globalKey] === opening) delete holder[globalKey];
    });
    void opening.then((handle) => {
      const close = () => void handle.close();
      process.once('beforeExit', close);
    });
  }
  return holder[globalKey];
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
