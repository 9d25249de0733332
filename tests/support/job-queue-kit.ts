import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { getLogger } from '@/server/core/logger';
import { startJobQueue, type RunningJobQueue } from '@/server/jobs/job-queue';

export interface QueuedJob {
  id: string;
  state: string;
  data: Record<string, unknown>;
  retryCount: number;
}

/** The jobs of queue `name` in pg-boss's table, oldest first. */
export async function jobsIn(db: Database, name: string): Promise<QueuedJob[]> {
  const result = (await db.execute(
    sql`select id::text, state::text, data, retry_count from pgboss.job where name = ${name} order by created_on, id`,
  )) as unknown as {
    rows: { id: string; state: string; data: Record<string, unknown>; retry_count: number }[];
  };
  return result.rows.map((row) => ({ ...row, retryCount: row.retry_count }));
}

/** Moves the waiting jobs of queue `name` to now, as if their delay had passed. */
export async function makeJobsDue(db: Database, name: string): Promise<void> {
  await db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${name} and state in ('created', 'retry')`,
  );
}

/** Waits (polling, generous deadline) until `check` holds; fails with its last answer. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`Not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Waits until every job of queue `name` has finished (completed or failed for good). */
export function jobsSettled(db: Database, name: string): Promise<QueuedJob[]> {
  return eventually(
    () => jobsIn(db, name),
    (jobs) => jobs.length > 0 && jobs.every((job) => ['completed', 'failed'].includes(job.state)),
  );
}

/** Starts the queue's workers on `db` for a test, polling fast; stop it in the test's end. */
export function startTestJobQueue(db: Database): Promise<RunningJobQueue> {
  return startJobQueue(db, { log: getLogger(), pollingIntervalSeconds: 0.5 });
}
