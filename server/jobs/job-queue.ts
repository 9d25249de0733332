import PgBoss from 'pg-boss';
import type { Logger } from '../core/logger';
import type { Database } from '../db/database';
import { jobDefinitions, type JobDefinition } from './job-definitions';
import { jobSqlOn } from './job-sql';

/** pg-boss's schema, made by migration 0021 (scripts/db/write-job-queue-migration.mjs). */
export const jobSchema = 'pgboss';

export interface JobQueueOptions {
  log: Logger;
  /** How often an idle worker asks for work (pg-boss's floor is 0.5 s). */
  pollingIntervalSeconds?: number;
}

/** A started queue working the registered jobs; `stop` lets running work finish. */
export interface RunningJobQueue {
  stop(): Promise<void>;
}

/**
 * Starts the job queue on `db`: pg-boss through our own connection (the pool, or PGlite, which
 * it could not reach otherwise), a worker per registered job and each job's schedule. Every
 * instance runs one; pg-boss hands each job to one worker, and a scheduled tick makes one job
 * across instances.
 */
export async function startJobQueue(
  db: Database,
  options: JobQueueOptions,
): Promise<RunningJobQueue> {
  const boss = new PgBoss({
    db: jobSqlOn(db),
    schema: jobSchema,
    // Completed jobs are kept a day for inspection, failed ones a week.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'Job queue error'));
  await boss.start();
  for (const definition of jobDefinitions()) {
    if (!(await boss.getQueue(definition.name))) {
      throw new Error(
        `The job queue has no queue "${definition.name}": add it to scripts/db/write-job-queue-migration.mjs and write a migration.`,
      );
    }
    await boss.work<object>(
      definition.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (job) await runJob(definition, job.data, db, options.log, job.id);
      },
    );
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }
  return {
    stop: () => boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 }),
  };
}

async function runJob(
  definition: JobDefinition,
  payload: object,
  db: Database,
  log: Logger,
  id: string,
): Promise<void> {
  const jobLog = log.child({ job: definition.name, jobId: id });
  try {
    const outcome = await definition.work(payload, { db, log: jobLog });
    jobLog.info({ outcome }, 'Job done');
  } catch (error) {
    jobLog.warn({ err: error }, 'Job failed; the queue tries again');
    throw error;
  }
}
