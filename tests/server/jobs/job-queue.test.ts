import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defineJob } from '@/server/jobs/job-definitions';
import type { RunningJobQueue } from '@/server/jobs/job-queue';
import { queueJob } from '@/server/jobs/queue-job';
import { runInTransaction } from '@/server/db/transactions';
import { setUpTestDatabase } from '../../support/test-database';
import {
  eventually,
  jobsIn,
  jobsSettled,
  makeJobsDue,
  startTestJobQueue,
} from '../../support/job-queue-kit';

const handle = setUpTestDatabase(async (db) => {
  // Test queues of their own: retried at once, so a retry shows within the test.
  for (const name of ['test.record', 'test.flaky', 'test.later']) {
    await db.execute(
      sql`select pgboss.create_queue(${name}, ${JSON.stringify({ policy: 'standard', retryLimit: 2, retryDelay: 0 })}::json)`,
    );
  }
});

const seen: { name: string; payload: object }[] = [];
let flakyAttempts = 0;
defineJob<{ n: number }>({
  name: 'test.record',
  work: async (payload) => seen.push({ name: 'test.record', payload }),
});
defineJob<{ n: number }>({
  name: 'test.flaky',
  work: async (payload) => {
    flakyAttempts += 1;
    if (flakyAttempts === 1) throw new Error('The first attempt fails');
    seen.push({ name: 'test.flaky', payload });
  },
});
defineJob<{ n: number }>({
  name: 'test.later',
  work: async (payload) => seen.push({ name: 'test.later', payload }),
});

let queue: RunningJobQueue | null = null;
afterAll(async () => {
  await queue?.stop();
});

describe('the job queue (pg-boss on our own connection)', () => {
  it('stores a job queued in a transaction with it, and none when it rolls back', async () => {
    const db = handle.db;
    await runInTransaction(db, (tx) => queueJob(tx, 'test.record', { n: 1 }));
    await expect(
      runInTransaction(db, async (tx) => {
        await queueJob(tx, 'test.record', { n: 2 });
        throw new Error('The write fails');
      }),
    ).rejects.toThrow('The write fails');
    expect((await jobsIn(db, 'test.record')).map((job) => job.data)).toEqual([{ n: 1 }]);
  });

  it('stores one job for a unique key queued twice', async () => {
    const db = handle.db;
    expect(await queueJob(db, 'test.record', { n: 3 }, { uniqueKey: 'three' })).toBe(true);
    expect(await queueJob(db, 'test.record', { n: 3 }, { uniqueKey: 'three' })).toBe(false);
    expect((await jobsIn(db, 'test.record')).map((job) => job.data)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('works each job once, retries a failed one, and holds a delayed one until it is due', async () => {
    const db = handle.db;
    await queueJob(db, 'test.flaky', { n: 4 });
    await queueJob(db, 'test.later', { n: 5 }, { startAfterSeconds: 600 });
    queue = await startTestJobQueue(db);
    await jobsSettled(db, 'test.record');
    const flaky = await jobsSettled(db, 'test.flaky');
    expect(flaky).toMatchObject([{ state: 'completed', retryCount: 1 }]);
    expect(flakyAttempts).toBe(2);
    expect((await jobsIn(db, 'test.later')).map((job) => job.state)).toEqual(['created']);
    await makeJobsDue(db, 'test.later');
    await jobsSettled(db, 'test.later');
    expect(
      seen.filter((entry) => entry.name === 'test.record').map((entry) => entry.payload),
    ).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    expect(seen).toHaveLength(4);
    expect(seen.filter((entry) => entry.name === 'test.later')).toEqual([
      { name: 'test.later', payload: { n: 5 } },
    ]);
    await eventually(
      () => jobsIn(db, 'test.record'),
      (jobs) => jobs.every((job) => job.state === 'completed'),
    );
  });
});
