import { LRUCache } from 'lru-cache';
import { getEnv } from '../env';
import { getLogger } from '../core/logger';

/**
 * A per-process cache (lru-cache) for what every anonymous page needs and what costs a scan of
 * the listings to compute at scale: listing counts per category, city and facility, the market
 * figures, the anonymous home page, the settings and language strings.
 *
 * - A value lives `ttlMs` (PUBLIC_AGGREGATE_CACHE_SECONDS, default 60; 0 turns caching off).
 * - Concurrent misses share one computation (lru-cache's fetch: no stampede at expiry).
 * - An expired value is still answered for up to `staleMs` while one refresh runs in the
 *   background (stale-while-revalidate); a failed refresh keeps the old value and is logged.
 * - `forgetAggregates(db)` empties the cache of a database at once: the API calls it after
 *   every successful write, so this instance never shows its own writes late. Other
 *   instances catch up within `ttlMs`.
 */
export interface AggregateCacheOptions {
  ttlMs: number;
  staleMs: number;
  /** Entries kept per database (least recently used go first). */
  maxEntries?: number;
  now?: () => number;
}

export interface AggregateCache {
  get<T>(scope: object, key: string, load: () => Promise<T>): Promise<T>;
  forget(scope: object): void;
}

interface Stored {
  value: unknown;
  storedAt: number;
}

type Loader = () => Promise<unknown>;

export function createAggregateCache(options: AggregateCacheOptions): AggregateCache {
  const now = options.now ?? Date.now;
  const scopes = new WeakMap<object, LRUCache<string, Stored, Loader>>();

  const newCache = () =>
    new LRUCache<string, Stored, Loader>({
      max: options.maxEntries ?? 1000,
      ttl: options.ttlMs,
      perf: { now },
      // Answer the expired value while the one refresh runs; keep it when the refresh fails.
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          return { value: await context(), storedAt: now() };
        } catch (error) {
          getLogger().warn({ err: error, key }, 'Computing a cached aggregate failed');
          throw error;
        }
      },
    });

  const cacheOf = (scope: object) => {
    let cache = scopes.get(scope);
    if (!cache) {
      cache = newCache();
      scopes.set(scope, cache);
    }
    return cache;
  };

  return {
    async get<T>(scope: object, key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const cache = cacheOf(scope);
      const entry = cache.peek(key, { allowStale: true });
      // Past the stale window a value is too old to answer even once: wait for a fresh one.
      const isTooOld =
        entry !== undefined && now() - entry.storedAt >= options.ttlMs + options.staleMs;
      const stored = await cache.fetch(key, {
        context: load,
        forceRefresh: isTooOld,
        allowStale: !isTooOld,
      });
      if (!stored) throw new Error(`The aggregate "${key}" could not be computed.`);
      // Each key always holds what its own `load` computes.
      return stored.value as T;
    },
    forget(scope: object): void {
      // A new cache: a computation started before the write completes into the old one, which
      // nobody reads any more, so it is never stored.
      if (scopes.has(scope)) scopes.set(scope, newCache());
    },
  };
}

/**
 * One cache per process, kept on globalThis: Next bundles API routes and pages separately, and
 * each bundle would otherwise hold its own copy (and forget() from the API would miss pages).
 */
const globalKey = Symbol.for('hearth.aggregateCache');
type GlobalWithCache = typeof globalThis & { [globalKey]?: AggregateCache };

function processCache(): AggregateCache {
  const holder = globalThis as GlobalWithCache;
  if (!holder[globalKey]) {
    const ttlMs = getEnv().publicAggregateCacheSeconds * 1000;
    holder[globalKey] = createAggregateCache({ ttlMs, staleMs: ttlMs * 10 });
  }
  return holder[globalKey];
}

/** The value for `key` in `db`'s cache, computed by `load` when missing or expired. */
export function cachedAggregate<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return processCache().get(db, key, load);
}

/** Drops every cached value of `db` (after a write through the API). */
export function forgetAggregates(db: object): void {
  processCache().forget(db);
}
