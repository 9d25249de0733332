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
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix })] };
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

export default CacheHandler;
