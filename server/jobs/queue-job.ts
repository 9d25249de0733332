import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { jobIdOf } from './job-id';
import { jobSchema } from './job-queue';
import { jobSqlOn } from './job-sql';

export interface QueueJobOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /** The same key queued again while its job waits stores no second job. */
  uniqueKey?: string;
}

/**
 * pg-boss only to write the job's row, on whichever database handle the caller holds: never
 * started, it opens no connection of its own.
 */
const writer = new PgBoss({ db: { executeSql: async () => ({ rows: [] }) }, schema: jobSchema });

/**
 * Queues a job on `db` — inside the caller's transaction when `db` is one, so the job exists
 * exactly when what caused it was stored. Answers whether a job was added (false: the same
 * unique key is already waiting).
 */
export async function queueJob(
  db: Database,
  name: string,
  payload: object,
  options: QueueJobOptions = {},
): Promise<boolean> {
  const id = await writer.send(name, payload, {
    db: jobSqlOn(db),
    ...(options.uniqueKey ? { id: jobIdOf(options.uniqueKey) } : {}),
    ...(options.startAfterSeconds
      ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
      : {}),
  });
  return id !== null;
}
