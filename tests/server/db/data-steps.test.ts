import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { runDataSteps, type DataStep } from '@/server/db/data-steps';
import { dataSteps } from '@/server/db/schema';
import { createDiskStorage } from '@/server/storage/media-storage';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-data-steps-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const work = () => ({ storage: createDiskStorage(dir), log: pino({ level: 'silent' }) });

describe('the one-off data steps at start', () => {
  it('run once per data set, and a failed one again at the next start', async () => {
    const runs: string[] = [];
    let failing = true;
    const steps: DataStep[] = [
      { name: 'first', run: async () => void runs.push('first') },
      {
        name: 'flaky',
        run: async () => {
          runs.push('flaky');
          if (failing) throw new Error('storage away');
        },
      },
      { name: 'last', run: async () => void runs.push('last') },
    ];

    expect(await runDataSteps(handle.db, steps, work())).toEqual(['first', 'last']);
    failing = false;
    expect(await runDataSteps(handle.db, steps, work())).toEqual(['flaky']);
    expect(await runDataSteps(handle.db, steps, work())).toEqual([]);
    expect(runs).toEqual(['first', 'flaky', 'last', 'flaky']);
    const recorded = await handle.db.select({ name: dataSteps.name }).from(dataSteps);
    expect(recorded.map((step) => step.name).sort()).toEqual(['first', 'flaky', 'last']);
  });
});
