import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAggregate } from '@/server/cache/aggregate-cache';
import type { Database } from '@/server/db/database';
import { createProcessBus, createRedisBus, type LiveBus } from '@/server/realtime/live-bus';
import { announceSiteChange, followSiteChanges } from '@/server/realtime/site-changes';
import { resetEnvCache } from '@/server/env';
import { eventually } from '../../support/job-queue-kit';

/** Two instances' buses: Redis when TEST_REDIS_URL is set, else one process's bus. */
function twoBuses(): [LiveBus, LiveBus] {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    const bus = createProcessBus();
    return [bus, bus];
  }
  return [createRedisBus(url), createRedisBus(url)];
}

const cacheKey = Symbol.for('hearth.aggregateCache');
const holder = globalThis as Record<symbol, unknown>;

// The server tests run with the aggregate cache off; this file needs it on (a minute).
beforeAll(() => {
  process.env.PUBLIC_AGGREGATE_CACHE_SECONDS = '60';
  resetEnvCache();
  delete holder[cacheKey];
});

afterAll(() => {
  process.env.PUBLIC_AGGREGATE_CACHE_SECONDS = '0';
  resetEnvCache();
  delete holder[cacheKey];
});

describe('a site change announced on the bus', () => {
  it('makes another instance drop its cached aggregates, so its next read computes afresh', async () => {
    const [changing, other] = twoBuses();
    // The other instance's database handle: only a scope for its cache here.
    const otherDb = {} as Database;
    const stop = followSiteChanges(otherDb, other);
    await other.ready();
    let computed = 0;
    const read = () => cachedAggregate(otherDb, 'categories', async () => ++computed);

    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await announceSiteChange(changing);
    await eventually(read, (value) => value === 2);
    expect(computed).toBe(2);
    stop();
  });
});
