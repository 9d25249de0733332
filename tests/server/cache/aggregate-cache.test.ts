import { describe, expect, it } from 'vitest';
import { createAggregateCache } from '@/server/cache/aggregate-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter<T>(values: T[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)] as T,
    get calls() {
      return calls;
    },
  };
}

describe('aggregate cache', () => {
  it('answers from memory within the ttl and computes again after the stale window', async () => {
    const time = clock();
    const cache = createAggregateCache({ ttlMs: 1000, staleMs: 5000, now: time.now });
    const scope = {};
    const source = counter(['first', 'second', 'third']);
    expect(await cache.get(scope, 'k', source.load)).toBe('first');
    time.advance(999);
    expect(await cache.get(scope, 'k', source.load)).toBe('first');
    expect(source.calls).toBe(1);
    time.advance(6001);
    expect(await cache.get(scope, 'k', source.load)).toBe('second');
    expect(source.calls).toBe(2);
  });

  it('serves the stale value while one refresh runs, then the refreshed one', async () => {
    const time = clock();
    const cache = createAggregateCache({ ttlMs: 1000, staleMs: 5000, now: time.now });
    const scope = {};
    const source = counter(['old', 'new']);
    await cache.get(scope, 'k', source.load);
    time.advance(1500);
    const stale = await Promise.all([1, 2, 3].map(() => cache.get(scope, 'k', source.load)));
    expect(stale).toEqual(['old', 'old', 'old']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(source.calls).toBe(2);
    expect(await cache.get(scope, 'k', source.load)).toBe('new');
  });

  it('shares one computation between concurrent misses of one database, not across databases', async () => {
    const cache = createAggregateCache({ ttlMs: 1000, staleMs: 0 });
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return calls;
    };
    const scope = {};
    expect(await Promise.all([1, 2, 3].map(() => cache.get(scope, 'k', load)))).toEqual([1, 1, 1]);
    expect(await cache.get({}, 'k', load)).toBe(2);
  });

  it('forgets a database at once, and never stores a computation started before forgetting', async () => {
    const cache = createAggregateCache({ ttlMs: 60_000, staleMs: 0 });
    const scope = {};
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const before = cache.get(scope, 'k', slow);
    cache.forget(scope);
    release('computed before the write');
    expect(await before).toBe('computed before the write');
    expect(await cache.get(scope, 'k', async () => 'after the write')).toBe('after the write');
    const other = {};
    await cache.get(other, 'k', async () => 'other database');
    cache.forget(scope);
    expect(await cache.get(other, 'k', async () => 'recomputed')).toBe('other database');
  });

  it('keeps the old value when a refresh fails', async () => {
    const time = clock();
    const cache = createAggregateCache({ ttlMs: 1000, staleMs: 10_000, now: time.now });
    const scope = {};
    await cache.get(scope, 'k', async () => 'good');
    time.advance(2000);
    const failing = async (): Promise<string> => {
      throw new Error('database unavailable');
    };
    expect(await cache.get(scope, 'k', failing)).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(scope, 'k', failing)).toBe('good');
  });

  it('computes every time when the ttl is 0 (caching off)', async () => {
    const cache = createAggregateCache({ ttlMs: 0, staleMs: 0 });
    const source = counter([1, 2, 3]);
    const scope = {};
    expect([
      await cache.get(scope, 'k', source.load),
      await cache.get(scope, 'k', source.load),
    ]).toEqual([1, 2]);
  });
});
