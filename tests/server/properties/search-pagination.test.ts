import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { insertAdvertisement, insertListingOwner } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
const listingCount = 55;

beforeAll(async () => {
  const { listing: insertListing } = await insertListingOwner(api.db);
  for (let n = 0; n < listingCount; n += 1) {
    const listing = await insertListing({
      slugId: `bulk-${n}`,
      createdAt: new Date(Date.now() - n * 60_000),
    });
    if (n % 20 === 7) await insertAdvertisement(api.db, listing, { type: 'list' });
  }
  await insertListing({ slugId: 'bulk-hidden', isActive: false });
});

async function page(path: string, query: Record<string, string | number>) {
  const response = await api.call<PropertyCardDto[]>('GET', path, { query });
  if (response.body.error) throw new Error(response.body.message);
  return { slugs: response.body.data.map((card) => card.slug_id), total: response.body.total };
}

describe('paging public listings', () => {
  it('clamps a large limit to 50 and still counts every match', async () => {
    const { slugs, total } = await page('get-property-list', { limit: 500 });
    expect(slugs).toHaveLength(50);
    expect(total).toBe(listingCount);
  });

  it('clamps a limit below 1 to one listing', async () => {
    expect((await page('get-property-list', { limit: 0 })).slugs).toHaveLength(1);
  });

  it('clamps get_property the same way', async () => {
    expect((await page('get_property', { limit: 1000 })).slugs).toHaveLength(50);
  });

  it('visits every public listing once across pages, newest first, promoted ones in place', async () => {
    const pages = [];
    for (let offset = 0; offset < listingCount; offset += 12) {
      pages.push(await page('get-property-list', { limit: 12, offset }));
    }
    const slugs = pages.flatMap((result) => result.slugs);
    expect(new Set(slugs).size).toBe(listingCount);
    expect(slugs.slice(0, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => `bulk-${n}`));
    expect(pages.every((result) => result.total === listingCount)).toBe(true);
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await page('get-property-list', { offset: 60 })).toEqual({ slugs: [], total: 55 });
  });
});
