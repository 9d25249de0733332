import { getEnv } from '../env';
import { getLogger } from '../http/logger';

/**
 * A per-process cache for what every anonymous page needs and what costs a scan of the
 * listings to compute at scale: listing counts per category, city and facility, the market
 * figures, the anonymous home page, the settings and language strings.
 *
 * - A value lives `ttlMs` (PUBLIC_AGGREGATE_CACHE_SECONDS, default 60; 0 turns caching off).
 * - Concurrent misses share one computation (no stampede at expiry or after a restart).
 * - An expired value is still answered for up to `staleMs` while one refresh runs in the
 *   background (stale-while-revalidate); a failed refresh keeps the old value and is logged.
 * - `forgetAggregates(db)` empties the cache of a database at once: the API calls it after
 *   every successful write, so this instance never shows its own writes late. Other
 *   instances catch up within `ttlMs`, as shared caches do with the pages' s-maxage.
 */
export interface AggregateCacheOptions {
  ttlMs: number;
  staleMs: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
  refreshing: boolean;
}

interface CacheOfDatabase {
  entries: Map<string, Entry>;
  pending: Map<string, Promise<unknown>>;
  /** Bumped by forget(): a computation started before it must not be stored. */
  generation: number;
}

export interface AggregateCache {
  get<T>(scope: object, key: string, load: () => Promise<T>): Promise<T>;
  forget(scope: object): void;
}

export function createAggregateCache(options: AggregateCacheOptions): AggregateCache {
  const now = options.now ?? Date.now;
  const scopes = new WeakMap<object, CacheOfDatabase>();

  const cacheOf = (scope: object): CacheOfDatabase => {
    let cache = scopes.get(scope);
    if (!cache) {
      cache = { entries: new Map(), pending: new Map(), generation: 0 };
      scopes.set(scope, cache);
    }
    return cache;
  };

  const compute = <T>(cache: CacheOfDatabase, key: string, load: () => Promise<T>): Promise<T> => {
    const running = cache.pending.get(key);
    if (running) return running as Promise<T>;
    const generation = cache.generation;
    const promise = load()
      .then((value) => {
        if (cache.generation === generation) {
          cache.entries.set(key, { value, storedAt: now(), refreshing: false });
        }
        return value;
      })
      .finally(() => {
        if (cache.pending.get(key) === promise) cache.pending.delete(key);
      });
    cache.pending.set(key, promise);
    return promise;
  };

  return {
    get<T>(scope: object, key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const cache = cacheOf(scope);
      const entry = cache.entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < options.ttlMs) return Promise.resolve(entry.value as T);
        if (age < options.ttlMs + options.staleMs) {
          if (!entry.refreshing) {
            entry.refreshing = true;
            compute(cache, key, load).catch((error: unknown) => {
              entry.refreshing = false;
              getLogger().warn({ err: error, key }, 'Refreshing a cached aggregate failed');
            });
          }
          return Promise.resolve(entry.value as T);
        }
        cache.entries.delete(key);
      }
      return compute(cache, key, load);
    },
    forget(scope: object): void {
      const cache = scopes.get(scope);
      if (!cache) return;
      cache.generation += 1;
      cache.entries.clear();
      cache.pending.clear();
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

/** Set by scripts/serve.mjs: empties the shared page cache in front of the app. */
const publicWriteHook = Symbol.for('hearth.onPublicWrite');
type GlobalWithHook = typeof globalThis & { [publicWriteHook]?: () => void };

/**
 * Drops every cached value of `db` and the cached public pages of this process (after a
 * write through the API).
 */
export function forgetAggregates(db: object): void {
  processCache().forget(db);
  (globalThis as GlobalWithHook)[publicWriteHook]?.();
}
