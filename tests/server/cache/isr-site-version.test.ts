import { describe, expect, it } from 'vitest';
import { bumpSiteVersion } from '@/server/pages/site-version';

interface CacheEntry {
  lastModified: number;
  value: unknown;
}
interface CacheHandler {
  get(key: string, ctx: object): Promise<CacheEntry | null>;
  set(key: string, value: object, ctx: object): Promise<void>;
}
/** The handler Next loads (plain JavaScript, without types). */
const { default: VersionedCacheHandler } = (await import(
  '@/server/cache/isr-cache-handler.mjs' as string
)) as { default: new (context: object) => CacheHandler };

/**
 * The static-page cache hands Next a page generated before the site-wide version as out of
 * date (a long-past `lastModified`), so Next regenerates it on its next visit; pages generated
 * after it, and other entries, are handed as they are.
 */
const aPage = (html: string) => ({
  kind: 'PAGES',
  html,
  pageData: {},
  headers: {},
  status: 200,
});

describe('the static-page cache and the site-wide version', () => {
  it('marks a page generated before a site-wide change as stale, and not one generated after', async () => {
    const cache = new VersionedCacheHandler({});
    await cache.set('/ar/properties-details/old', aPage('old'), {
      cacheControl: { revalidate: 3600 },
    });
    const before = await cache.get('/ar/properties-details/old', {});
    expect(before?.lastModified).toBeGreaterThan(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await bumpSiteVersion();
    expect((await cache.get('/ar/properties-details/old', {}))?.lastModified).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.set('/ar/properties-details/old', aPage('new'), {
      cacheControl: { revalidate: 3600 },
    });
    const regenerated = await cache.get('/ar/properties-details/old', {});
    expect(regenerated?.lastModified).toBeGreaterThan(1);
    expect(regenerated?.value).toMatchObject({ html: 'new' });
  });
});
