import type { Database } from './database';

/** Runs `work` in one transaction (a savepoint when `db` is already a transaction). */
export function runInTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

/** The Postgres error behind a Drizzle error: code 23505 (unique), 23503 (foreign key). */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      return current as { code?: string; constraint?: string };
    }
  }
  return null;
}
