import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { insertAdvertisement, insertListingOwner } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  const { listing: insertListing } = await insertListingOwner(api.db);
  for (let n = 0; n < 10; n += 1) {
    const listing = await insertListing({
      slugId: `home-${n}`,
      city: n === 8 ? 'Leeds' : 'York',
      price: String(100000 + n * 1000),
      createdAt: daysAgo(n),
    });
    if (n > 0 && n % 2 === 0) await insertAdvertisement(api.db, listing);
    if (n === 1) await insertAdvertisement(api.db, listing, { endsAt: daysAgo(1) });
  }
});

/**
 * Ten listings, n = 0 newest … 9 oldest, price rising with n; running advertisements on 2, 4,
 * 6 and 8 (8 in Leeds, the others in York), an expired one on 1.
 */
async function list(path: string, query: Record<string, string | number> = {}) {
  const response = await api.call<PropertyCardDto[]>('GET', path, { query });
  if (response.body.error) throw new Error(response.body.message);
  const body = response.body as typeof response.body & { promoted_properties?: PropertyCardDto[] };
  return {
    slugs: body.data.map((card) => card.slug_id),
    promoted: body.data.filter((card) => card.promoted).map((card) => card.slug_id),
    slot: body.promoted_properties?.map((card) => card.slug_id),
    total: body.total,
  };
}

describe('get-property-list: newest first and the promoted slot', () => {
  it('sorts "newest first" by date alone: promoted listings keep their place, marked', async () => {
    const { slugs, promoted, total } = await list('get-property-list');
    expect(slugs).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `home-${n}`));
    expect(promoted).toEqual(['home-2', 'home-4', 'home-6', 'home-8']);
    expect(total).toBe(10);
  });

  it('answers at most three promoted matches apart, in the page order', async () => {
    expect((await list('get-property-list')).slot).toEqual(['home-2', 'home-4', 'home-6']);
    expect((await list('get-property-list', { sort: 'price_high' })).slot).toEqual([
      'home-8',
      'home-6',
      'home-4',
    ]);
  });

  it('fills the slot with matching listings only, and the same slot on every page', async () => {
    expect((await list('get-property-list', { city: 'Leeds' })).slot).toEqual(['home-8']);
    expect((await list('get-property-list', { limit: 2, offset: 6 })).slot).toEqual([
      'home-2',
      'home-4',
      'home-6',
    ]);
  });

  it('has no slot when only promoted listings are asked for, nor in get_property', async () => {
    expect((await list('get-property-list', { promoted: 1 })).slot).toBeUndefined();
    expect((await list('get_property')).slot).toBeUndefined();
  });
});
