import { getEnv } from '../env';
import { getLogger } from '../core/logger';
import { redisClientFor } from '../core/redis-client';

/**
 * The site-wide version of the generated pages (incremental static regeneration): the time of
 * the last change that every page shows (an interface string, a hidden language, a catalogue
 * name). The static-page cache (server/cache/isr-cache-handler.mjs) hands Next a page generated
 * before it as out of date, so each page regenerates on its next visit (served stale meanwhile)
 * instead of every page in every language at once. The version lives where the pages do: in
 * this process for the in-memory cache, and in Redis beside the pages when REDIS_URL is set, so
 * every instance sees it.
 */
const processKey = Symbol.for('hearth.siteVersion');
type GlobalWithVersion = typeof globalThis & { [processKey]?: number };

/** The Redis key of the version: the cache handler's key prefix, as it builds it. */
export function siteVersionRedisKey(): string {
  // Read as the cache handler (plain JavaScript Next loads itself) reads it.
  return `${process.env.ISR_CACHE_KEY_PREFIX || 'hearth'}:isr:site-version`;
}

/** This process's version (0: nothing changed since it started). */
export function currentSiteVersion(): number {
  return (globalThis as GlobalWithVersion)[processKey] ?? 0;
}

/**
 * Marks every generated page out of date (call it once the change is committed). A Redis
 * failure is logged: this instance's pages still regenerate, others at their hourly revalidation.
 */
export async function bumpSiteVersion(): Promise<number> {
  const version = Math.max(Date.now(), currentSiteVersion() + 1);
  (globalThis as GlobalWithVersion)[processKey] = version;
  const url = getEnv().redisUrl;
  if (url) {
    try {
      await redisClientFor(url).set(siteVersionRedisKey(), String(version));
    } catch (error) {
      getLogger().warn({ err: error }, 'could not share the site version through Redis');
    }
  }
  return version;
}
