import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyViews } from '@/server/db/schema';
import { recordPropertyView } from '@/server/properties/record-property-view';
import { insertDailyView } from '@/server/properties/property-view-repository';
import { insertLanguages, insertListingOwner } from '../../support/factories';
import { startApiTestServer, type ApiTestServer } from '../../support/api-test-server';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();
let listingId = 0;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const otherBrowser = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

beforeAll(async () => {
  await insertLanguages(handle.db);
  const { listing } = await insertListingOwner(handle.db);
  listingId = (await listing({ slugId: 'viewed-flat' })).id;
});

async function totalViews(): Promise<number> {
  const [row] = await handle.db
    .select({ totalViews: properties.totalViews })
    .from(properties)
    .where(eq(properties.id, listingId));
  return row?.totalViews ?? -1;
}

const visit = (values: { network?: string; userAgent?: string; userId?: number; at?: Date }) =>
  recordPropertyView(handle.db, {
    propertyId: listingId,
    network: values.network ?? '203.0.113.7',
    userAgent: values.userAgent ?? browser,
    userId: values.userId,
    at: values.at,
  });

describe('recordPropertyView', () => {
  it('counts a visitor once per day, and another visitor again', async () => {
    const before = await totalViews();
    const today = new Date('2030-01-15T09:00:00Z');
    expect(await visit({ at: today })).toBe(true);
    expect(await visit({ at: new Date('2030-01-15T22:00:00Z') })).toBe(false);
    expect(await totalViews()).toBe(before + 1);
    expect(await visit({ at: today, network: '198.51.100.4' })).toBe(true);
    expect(await totalViews()).toBe(before + 2);
  });

  it('takes a changed User-Agent from the same address for the same visitor', async () => {
    const before = await totalViews();
    const at = new Date('2030-01-20T09:00:00Z');
    expect(await visit({ at })).toBe(true);
    for (const userAgent of [otherBrowser, `${browser} v2`, `${otherBrowser} (30th try)`]) {
      expect(await visit({ at, userAgent })).toBe(false);
    }
    expect(await totalViews()).toBe(before + 1);
  });

  it('counts the same visitor again the next day', async () => {
    const before = await totalViews();
    expect(await visit({ at: new Date('2030-01-16T00:30:00Z') })).toBe(true);
    expect(await visit({ at: new Date('2030-01-16T10:00:00Z') })).toBe(false);
    expect(await totalViews()).toBe(before + 1);
  });

  it('takes a signed-in user as the visitor, whatever their address', async () => {
    const before = await totalViews();
    const at = new Date('2030-02-01T12:00:00Z');
    expect(await visit({ userId: 42, at })).toBe(true);
    expect(await visit({ userId: 42, at, network: '192.0.2.99', userAgent: otherBrowser })).toBe(
      false,
    );
    expect(await totalViews()).toBe(before + 1);
  });

  it('never stores the address, only a hash', async () => {
    const rows = await handle.db.select().from(propertyViews);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.31',
    '',
  ])('does not count robots and scripts: "%s"', async (userAgent) => {
    const before = await totalViews();
    expect(await visit({ userAgent, at: new Date('2030-03-01T12:00:00Z') })).toBe(false);
    expect(await totalViews()).toBe(before);
  });
});

describe('the daily cap on the listings one visitor adds views to', () => {
  it('counts a visitor on no more listings a day than the limit, and again the next day', async () => {
    const { listing } = await insertListingOwner(handle.db);
    const ids = [];
    for (const slugId of ['capped-a', 'capped-b', 'capped-c'])
      ids.push((await listing({ slugId })).id);
    const view = (propertyId: number, day: string) =>
      insertDailyView(handle.db, { propertyId, visitorHash: 'f'.repeat(64), day }, 2);
    expect(await view(ids[0]!, '2030-04-01')).toBe(true);
    expect(await view(ids[1]!, '2030-04-01')).toBe(true);
    expect(await view(ids[2]!, '2030-04-01')).toBe(false);
    // A repeat of a listing already counted is no new view either way.
    expect(await view(ids[0]!, '2030-04-01')).toBe(false);
    expect(await view(ids[2]!, '2030-04-02')).toBe(true);
    const counted = await handle.db
      .select({ views: properties.totalViews })
      .from(properties)
      .where(eq(properties.id, ids[2]!));
    expect(counted[0]?.views).toBe(1);
  });
});

describe('the property-view call (the static detail page reports a view)', () => {
  let api: ApiTestServer;
  beforeAll(async () => {
    api = await startApiTestServer(handle.db);
  });
  afterAll(async () => {
    await api.close();
  });

  const report = (userAgent: string, headers: Record<string, string> = {}, id = listingId) =>
    api.call<{ counted: boolean }>('POST', 'property-view', {
      json: { property_id: id },
      headers: { 'user-agent': userAgent, ...headers },
    });

  it('counts reports from one address once, whatever browser they claim', async () => {
    const before = await totalViews();
    const first = await report(browser);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, data: { counted: true } });
    expect((await report(browser)).body).toMatchObject({ data: { counted: false } });
    // The audit's game: 30 posts with 30 browsers from one address added 30 views.
    for (let index = 0; index < 30; index += 1) {
      expect((await report(`${otherBrowser} build/${index}`)).body).toMatchObject({
        data: { counted: false },
      });
    }
    expect(await totalViews()).toBe(before + 1);
  });

  it('does not count robots or browser prefetches', async () => {
    const before = await totalViews();
    await report('Googlebot/2.1');
    await report(`${browser} Prefetcher`, { 'sec-purpose': 'prefetch' });
    expect(await totalViews()).toBe(before);
  });

  it('answers 404 for a listing the public cannot see, and 422 without an id', async () => {
    const { listing } = await insertListingOwner(handle.db);
    const pending = await listing({
      slugId: 'pending-viewed-flat',
      reviewStatus: 'pending',
    });
    expect((await report(browser, {}, pending.id)).status).toBe(404);
    const missing = await api.call('POST', 'property-view', { json: {} });
    expect(missing.status).toBe(422);
  });
});
