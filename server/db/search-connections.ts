import type { Database } from './database';

/**
 * The settings of the connections searches run on (PostgreSQL): every search statement is
 * bounded (a count stops at 1,001 rows, a page at 1,050), so it reads through indexes only —
 * a sequential scan there is the planner betting that many rows match and it can stop early,
 * a bet lost in full when a combination of filters matches few rows — and without parallel
 * workers, which only add start-up work to such small statements while other requests wait for
 * the cores.
 */
export const searchConnectionOptions = '-c enable_seqscan=off -c max_parallel_workers_per_gather=0';

/**
 * Each database's twin for searches: the same database through connections set up so. Next
 * bundles server code into several chunks (the API and each page), each with its own copy of
 * this module, while the database is opened once per process (client.ts): the registry lives on
 * globalThis, so every chunk finds the twin whichever chunk opened the database.
 */
const registryKey = Symbol.for('hearth.searchTwins');
type GlobalWithTwins = typeof globalThis & { [registryKey]?: WeakMap<Database, Database> };

function searchTwins(): WeakMap<Database, Database> {
  const holder = globalThis as GlobalWithTwins;
  holder[registryKey] ??= new WeakMap();
  return holder[registryKey];
}

export function registerSearchTwin(db: Database, twin: Database): void {
  searchTwins().set(db, twin);
}

/** The database's search twin; none for PGlite (one connection) or inside a transaction. */
export function searchTwinOf(db: Database): Database | undefined {
  return searchTwins().get(db);
}
