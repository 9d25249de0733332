import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobDefinitions } from '@/server/jobs/job-definitions';
import { registerJobs } from '@/server/register-jobs';
import { setUpTestDatabase } from '../../support/test-database';
import { eventually, startTestJobQueue } from '../../support/job-queue-kit';

const handle = setUpTestDatabase();

describe('the registered jobs', () => {
  it('each have their queue in the migrations, and the scheduled ones their schedule', async () => {
    registerJobs();
    const queue = await startTestJobQueue(handle.db);
    try {
      const names = jobDefinitions().map((job) => job.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'chat.missed-messages-email',
          'housekeeping.prune',
          'packages.notify-ending',
        ]),
      );
      const schedules = await eventually(
        async () =>
          (
            (await handle.db.execute(
              sql`select name, cron, timezone from pgboss.schedule order by name`,
            )) as unknown as { rows: { name: string; cron: string; timezone: string }[] }
          ).rows,
        (rows) => rows.length === 2,
      );
      expect(schedules).toEqual([
        { name: 'housekeeping.prune', cron: '30 3 * * *', timezone: 'UTC' },
        { name: 'packages.notify-ending', cron: '0 6 * * *', timezone: 'UTC' },
      ]);
    } finally {
      await queue.stop();
    }
  });
});
