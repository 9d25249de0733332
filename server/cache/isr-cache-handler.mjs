// Where Next keeps the pages it generates (incremental static regeneration: the listing pages).
// Without REDIS_URL: an LRU in this process's memory, bounded by ISR_CACHE_MAX_PAGES (not one
// file per listing per language forever). With REDIS_URL: Redis, shared by every instance, so a
// page regenerated after a write on one instance is the page every instance serves; entries
// expire with their revalidation time. If Redis cannot be reached at start, the process falls
// back to its own LRU and says so. Plain JavaScript: Next loads this file itself at run time.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const maxPages = Number(process.env.ISR_CACHE_MAX_PAGES || 5000);
const keyPrefix = `${process.env.ISR_CACHE_KEY_PREFIX || 'hearth'}:isr:`;
const globalKey = Symbol.for('hearth.isrCacheConfig');
const versionKey = Symbol.for('hearth.siteVersion');
const sharedVersionKey = Symbol.for('hearth.sharedSiteVersion');
const versionReadMs = 1000;

function localCache() {
  return { handlers: [createLruHandler({ maxItemsNumber: maxPages })] };
}

async function sharedCache(url) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  client.on('error', (error) => console.warn(`ISR cache: Redis error: ${error.message}`));
  try {
    await client.connect();
  } catch (error) {
    console.warn(`ISR cache: Redis at REDIS_URL cannot be reached (${error.message}); this`);
    console.warn('instance keeps its generated pages in its own memory instead.');
    client.disconnect();
    return localCache();
  }
  globalThis[sharedVersionKey] = { client, version: 0, readAt: 0 };
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix })] };
}

/** The site-wide version: this process's, or the one in Redis when that is later. */
async function siteVersion() {
  const own = globalThis[versionKey] ?? 0;
  const shared = globalThis[sharedVersionKey];
  if (!shared) return own;
  if (Date.now() - shared.readAt >= versionReadMs) {
    shared.readAt = Date.now();
    try {
      shared.version = Number(await shared.client.get(`${keyPrefix}site-version`)) || 0;
    } catch {
      // Keep the last version read; the page's own revalidation time still applies.
    }
  }
  return Math.max(own, shared.version);
}

CacheHandler.onCreation(() => {
  // One configuration (and one Redis connection) per process.
  globalThis[globalKey] ??= (async () => {
    const url = process.env.REDIS_URL;
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return localCache();
    return sharedCache(url);
  })();
  return globalThis[globalKey];
});

/** Next's cache handler, with pages generated before the site-wide version handed as stale. */
class VersionedCacheHandler extends CacheHandler {
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    if (!entry || entry.value?.kind !== 'PAGES') return entry;
    const version = await siteVersion();
    // Next regenerates an entry whose revalidation time has passed since `lastModified` (0
    // would read as "now"): 1 is long past, so the page is answered once more and regenerated.
    return version > 0 && entry.lastModified <= version ? { ...entry, lastModified: 1 } : entry;
  }
}

export default VersionedCacheHandler;
