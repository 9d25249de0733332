import { beforeAll, describe, expect, it } from 'vitest';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { Database } from '@/server/db/database';
import { favourites, properties } from '@/server/db/schema';
import {
  insertAdvertisement,
  insertCategory,
  insertFacility,
  insertParameter,
  insertProperty,
  insertSession,
  insertUser,
  setPropertyFacility,
  setPropertyParameter,
} from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let viewerToken: string;
const ids: Record<string, number> = {};
const hour = 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * hour);

const newYork = { state: 'New York', country: 'United States' };
const texas = { state: 'Texas', country: 'United States' };

beforeAll(async () => {
  const db = api.db;
  const owner = await insertUser(db);
  const viewer = await insertUser(db);
  viewerToken = await insertSession(db, viewer.id);
  await insertCatalogue(db);
  for (const { category, ...values } of publicListings) {
    const row = await insertProperty(db, owner, { id: ids[category]! }, values);
    ids[row.slugId] = row.id;
  }
  const hidden = { ...newYork, city: 'Brooklyn', title: 'Sunny apartment in Brooklyn' };
  const flat = { id: ids.flat! };
  await insertProperty(db, owner, flat, {
    ...hidden,
    slugId: 'pending-one',
    reviewStatus: 'pending',
  });
  await insertProperty(db, owner, flat, {
    ...hidden,
    slugId: 'rejected-one',
    reviewStatus: 'rejected',
  });
  await insertProperty(db, owner, flat, { ...hidden, slugId: 'inactive-one', isActive: false });
  await insertListingDetails(db, owner.id);
  await db.insert(favourites).values({ userId: viewer.id, listingId: ids['brooklyn-loft']! });
});

/** The six public listings: known places, prices, dates, counters. */
const publicListings: (Partial<typeof properties.$inferInsert> & { category: string })[] = [
  {
    ...newYork,
    category: 'flat',
    slugId: 'brooklyn-loft',
    title: 'Sunny apartment in Brooklyn',
    description: 'Top floor, lots of light.',
    city: 'Brooklyn',
    price: '450000.00',
    createdAt: daysAgo(2),
    totalViews: 50,
    totalLikes: 3,
  },
  {
    ...newYork,
    category: 'house',
    slugId: 'queens-house',
    title: 'Family house with garden',
    description: 'Four bedrooms and a yard.',
    city: 'Queens',
    price: '820000.00',
    createdAt: daysAgo(10),
    totalViews: 200,
    totalLikes: 1,
  },
  {
    ...texas,
    category: 'flat',
    slugId: 'austin-rental',
    title: 'Modern studio near downtown',
    description: 'Compact and quiet.',
    city: 'Austin',
    price: '1500.00',
    propertyType: 'rent',
    rentDuration: 'monthly',
    createdAt: daysAgo(40),
    totalViews: 10,
    totalLikes: 9,
  },
  {
    ...texas,
    category: 'land',
    slugId: 'austin-ranch',
    title: 'Ranch with open land',
    description: 'Fields and a barn.',
    city: 'austin',
    price: '1200000.50',
    createdAt: daysAgo(100),
    totalViews: 5,
    totalLikes: 0,
  },
  {
    category: 'flat',
    slugId: 'paris-flat',
    title: 'Charming flat',
    description: 'A balcony overlooking the river.',
    city: 'Paris',
    state: 'Île-de-France',
    country: 'France',
    price: '600000.00',
    createdAt: daysAgo(200),
    totalViews: 80,
    totalLikes: 5,
  },
  {
    ...newYork,
    category: 'flat',
    slugId: 'brooklyn-rent',
    title: 'Cozy room in Brooklyn',
    description: 'Shared kitchen.',
    city: 'Brooklyn',
    price: '900.00',
    propertyType: 'rent',
    rentDuration: 'yearly',
    createdAt: new Date(Date.now() - 12 * hour),
    totalViews: 1,
    totalLikes: 2,
  },
];

/** Categories, facilities and parameters, by name in `ids`. */
async function insertCatalogue(db: Database): Promise<void> {
  for (const slug of ['house', 'flat', 'land']) {
    ids[slug] = (await insertCategory(db, { name: slug, slugId: slug })).id;
  }
  for (const name of ['school', 'hospital', 'metro']) {
    ids[name] = (await insertFacility(db, { name })).id;
  }
  ids.bedrooms = (await insertParameter(db, { name: 'Bedrooms', kind: 'number' })).id;
  ids.furnished = (await insertParameter(db, { name: 'Furnished', kind: 'dropdown' })).id;
}

/** Facilities nearby, parameter values, advertisements (two running, one over). */
async function insertListingDetails(db: Database, ownerId: number): Promise<void> {
  const near: [string, string][] = [
    ['brooklyn-loft', 'school'],
    ['brooklyn-loft', 'metro'],
    ['queens-house', 'school'],
    ['queens-house', 'hospital'],
    ['queens-house', 'metro'],
    ['austin-rental', 'hospital'],
  ];
  for (const [slug, facility] of near) await setPropertyFacility(db, ids[slug]!, ids[facility]!);
  const values: [string, string, string][] = [
    ['brooklyn-loft', 'bedrooms', '2'],
    ['queens-house', 'bedrooms', '4'],
    ['austin-rental', 'bedrooms', '1'],
    ['brooklyn-loft', 'furnished', 'Yes'],
    ['paris-flat', 'furnished', 'No'],
  ];
  for (const [slug, parameter, value] of values) {
    await setPropertyParameter(db, ids[slug]!, ids[parameter]!, value);
  }
  const listing = (slug: string) => ({ id: ids[slug]!, ownerId });
  await insertAdvertisement(db, listing('austin-ranch'), { type: 'list' });
  await insertAdvertisement(db, listing('paris-flat'), { type: 'slider' });
  await insertAdvertisement(db, listing('queens-house'), { endsAt: daysAgo(1) });
}

/** The public listings, plus a pending, a rejected and an inactive one that never appear. */
async function search(query: Record<string, string | number> = {}, token?: string) {
  const response = await api.call<PropertyCardDto[]>('GET', 'get-property-list', { query, token });
  if (response.body.error) throw new Error(`${response.status} ${response.body.message}`);
  return { cards: response.body.data, total: response.body.total, headers: response.headers };
}

const slugsOf = async (query: Record<string, string | number>) =>
  (await search(query)).cards.map((card) => card.slug_id);

/** Newest first, promoted listings (austin-ranch, paris-flat) in their place. */
const defaultOrder = [
  'brooklyn-rent',
  'brooklyn-loft',
  'queens-house',
  'austin-rental',
  'austin-ranch',
  'paris-flat',
];

/** Most viewed first: what sort=most_viewed and most_viewed=1 both answer. */
const mostViewed = [
  'queens-house',
  'paris-flat',
  'brooklyn-loft',
  'austin-rental',
  'austin-ranch',
  'brooklyn-rent',
];

/** Most liked first: what sort=most_liked and most_liked=1 both answer. */
const mostLiked = [
  'austin-rental',
  'paris-flat',
  'brooklyn-loft',
  'brooklyn-rent',
  'queens-house',
  'austin-ranch',
];

describe('get-property-list: visibility, order and promotion', () => {
  it('lists only approved, active listings, newest first, promoted ones in their place', async () => {
    const { cards, total } = await search();
    expect(cards.map((card) => card.slug_id)).toEqual(defaultOrder);
    expect(total).toBe(6);
  });

  it('marks listings with a running advertisement as promoted, and no others', async () => {
    const { cards } = await search();
    const promoted = cards.filter((card) => card.promoted).map((card) => card.slug_id);
    expect(promoted).toEqual(['austin-ranch', 'paris-flat']);
  });

  it('keeps the promoted flag when another order places the listing elsewhere', async () => {
    const { cards } = await search({ sort: 'price_low' });
    expect(cards.find((card) => card.slug_id === 'austin-ranch')).toMatchObject({
      promoted: true,
    });
    expect(cards.at(-1)?.slug_id).toBe('austin-ranch');
  });

  it('pages through promoted and other listings with a stable total', async () => {
    const pages = await Promise.all([0, 2, 4, 6].map((offset) => search({ limit: 2, offset })));
    expect(pages.flatMap((page) => page.cards.map((card) => card.slug_id))).toEqual(defaultOrder);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    expect(await slugsOf({ limit: 2, offset: 1 })).toEqual(['brooklyn-loft', 'queens-house']);
  });

  it.each([
    [
      'sort=price_low',
      { sort: 'price_low' },
      [
        'brooklyn-rent',
        'austin-rental',
        'brooklyn-loft',
        'paris-flat',
        'queens-house',
        'austin-ranch',
      ],
    ],
    [
      'sort=price_high',
      { sort: 'price_high' },
      [
        'austin-ranch',
        'queens-house',
        'paris-flat',
        'brooklyn-loft',
        'austin-rental',
        'brooklyn-rent',
      ],
    ],
    ['sort=most_viewed', { sort: 'most_viewed' }, mostViewed],
    ['most_viewed=1', { most_viewed: 1 }, mostViewed],
    ['sort=most_liked', { sort: 'most_liked' }, mostLiked],
    ['most_liked=1', { most_liked: 1 }, mostLiked],
    ['sort=newest', { sort: 'newest' }, defaultOrder],
  ])('orders by %s', async (_name, query, expected) => {
    expect(await slugsOf(query)).toEqual(expected);
  });
});

describe('get-property-list: each filter alone', () => {
  it.each([
    ['property_type', { property_type: 'rent' }, ['brooklyn-rent', 'austin-rental']],
    [
      'category_id',
      { category_id: 'flat' },
      ['brooklyn-rent', 'brooklyn-loft', 'austin-rental', 'paris-flat'],
    ],
    ['category_slug_id', { category_slug_id: 'house' }, ['queens-house']],
    ['category_ids', { category_ids: 'house,land' }, ['queens-house', 'austin-ranch']],
    [
      'outdoor_facilitiy_ids (near all of them)',
      { outdoor_facilitiy_ids: 'school,metro' },
      ['brooklyn-loft', 'queens-house'],
    ],
    [
      'outdoor_facilitiy_ids (one)',
      { outdoor_facilitiy_ids: 'hospital' },
      ['queens-house', 'austin-rental'],
    ],
    ['city, ignoring case', { city: 'AUSTIN' }, ['austin-rental', 'austin-ranch']],
    [
      'state, ignoring case',
      { state: 'new york' },
      ['brooklyn-rent', 'brooklyn-loft', 'queens-house'],
    ],
    ['country, ignoring case', { country: 'france' }, ['paris-flat']],
    ['min_price', { min_price: 600000 }, ['queens-house', 'austin-ranch', 'paris-flat']],
    ['max_price (inclusive)', { max_price: 1500 }, ['brooklyn-rent', 'austin-rental']],
    [
      'min_price with cents (exact)',
      { min_price: '1500.01', max_price: 500000 },
      ['brooklyn-loft'],
    ],
    ['price_range', { price_range: '1000000-1200000.50' }, ['austin-ranch']],
    ['price_range without a minimum', { price_range: '-1000' }, ['brooklyn-rent']],
    ['price_range without a maximum', { price_range: '820000-' }, ['queens-house', 'austin-ranch']],
    ['posted_since=yesterday', { posted_since: 'yesterday' }, ['brooklyn-rent']],
    ['posted_since=last_week', { posted_since: 'last_week' }, ['brooklyn-rent', 'brooklyn-loft']],
    [
      'posted_since=last_month',
      { posted_since: 'last_month' },
      ['brooklyn-rent', 'brooklyn-loft', 'queens-house'],
    ],
    [
      'posted_since=last_3_months',
      { posted_since: 'last_3_months' },
      ['brooklyn-rent', 'brooklyn-loft', 'queens-house', 'austin-rental'],
    ],
    [
      'posted_since=last_6_months',
      { posted_since: 'last_6_months' },
      ['brooklyn-rent', 'brooklyn-loft', 'queens-house', 'austin-rental', 'austin-ranch'],
    ],
    ['promoted=1', { promoted: 1 }, ['austin-ranch', 'paris-flat']],
    [
      'parameter_id',
      { parameter_id: 'bedrooms' },
      ['brooklyn-loft', 'queens-house', 'austin-rental'],
    ],
    [
      'parameter_id with a number value (at least)',
      { parameter_id: 'bedrooms', parameter_value: '2' },
      ['brooklyn-loft', 'queens-house'],
    ],
    [
      'parameter_id with a choice (equal, ignoring case)',
      { parameter_id: 'furnished', parameter_value: 'yes' },
      ['brooklyn-loft'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    const { cards, total } = await search(withIds(query));
    expect(cards.map((card) => card.slug_id)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('ignores empty values as the client may send them', async () => {
    const { total } = await search({ category_id: '', min_price: '', promoted: '', city: '' });
    expect(total).toBe(6);
  });

  it('matches nothing, without failing, for ids no listing can have', async () => {
    expect(
      await search({ category_ids: '9999999999', outdoor_facilitiy_ids: '9999999999' }),
    ).toMatchObject({
      cards: [],
      total: 0,
    });
    const tooLarge = await api.call('GET', 'get-property-list', {
      query: { category_id: '99999999999' },
    });
    expect(tooLarge.status).toBe(422);
  });

  it('refuses values that are not filters with 422 and field errors', async () => {
    const response = await api.call('GET', 'get-property-list', {
      query: { property_type: 'villa', min_price: 10, max_price: 5 },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: true, code: 'validation_failed' });
  });
});

const idParameters = new Set([
  'category_id',
  'category_ids',
  'outdoor_facilitiy_ids',
  'parameter_id',
]);

/** In id parameters, names of categories, facilities and parameters become their ids. */
function withIds(query: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      idParameters.has(key) && typeof value === 'string'
        ? value
            .split(',')
            .map((name) => ids[name] ?? name)
            .join(',')
        : value,
    ]),
  );
}

describe('get-property-list: search', () => {
  it('finds the apartment despite a typo ("apartmnt"), corrected from the titles', async () => {
    expect(await slugsOf({ search: 'apartmnt' })).toEqual(['brooklyn-loft']);
  });

  it('finds listings by a misspelt place ("brooklin"), never hidden ones', async () => {
    expect((await slugsOf({ search: 'brooklin' })).sort()).toEqual([
      'brooklyn-loft',
      'brooklyn-rent',
    ]);
  });

  it('searches the description too', async () => {
    expect(await slugsOf({ search: 'balcony' })).toEqual(['paris-flat']);
  });

  it('needs every word to match, corrects only the misspelt one', async () => {
    expect(await slugsOf({ search: 'sunny brooklin' })).toEqual(['brooklyn-loft']);
    expect(await slugsOf({ search: 'cozy room' })).toEqual(['brooklyn-rent']);
  });

  it('matches words by their stem ("ranches" finds the ranch), not fragments of them', async () => {
    expect(await slugsOf({ search: 'ranches' })).toEqual(['austin-ranch']);
    expect(await slugsOf({ search: 'ra' })).toEqual([]);
  });
});

describe('get-property-list: filters combined', () => {
  it.each([
    ['city and type', { city: 'brooklyn', property_type: 'sell' }, ['brooklyn-loft']],
    [
      'category, price and date',
      { category_id: 'flat', max_price: 500000, posted_since: 'last_month' },
      ['brooklyn-rent', 'brooklyn-loft'],
    ],
    [
      'state, price and categories',
      { state: 'TEXAS', min_price: 1000000, category_ids: 'land,house' },
      ['austin-ranch'],
    ],
    [
      'facilities, type and price',
      { outdoor_facilitiy_ids: 'school', property_type: 'sell', min_price: 800000 },
      ['queens-house'],
    ],
    ['search and city', { search: 'apartmnt', city: 'Austin' }, []],
    ['promoted and country', { promoted: 1, country: 'United States' }, ['austin-ranch']],
    [
      'category slug, sort and parameter',
      { category_slug_id: 'flat', sort: 'price_high', parameter_id: 'furnished' },
      ['paris-flat', 'brooklyn-loft'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    expect(await slugsOf(withIds(query))).toEqual(expected);
  });
});

describe('get-property-list: the viewer', () => {
  it('tells a signed-in viewer which cards are in their favourites', async () => {
    const { cards, headers } = await search({}, viewerToken);
    const flags = Object.fromEntries(cards.map((card) => [card.slug_id, card.is_favourite]));
    expect(flags).toMatchObject({ 'brooklyn-loft': true, 'paris-flat': false });
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends visitors cards without favourite flags, cacheable by shared caches', async () => {
    const { cards, headers } = await search();
    expect(cards.every((card) => !('is_favourite' in card))).toBe(true);
    expect(headers.get('cache-control')).toContain('s-maxage=30');
    expect(headers.get('cache-control')).toContain('stale-while-revalidate=300');
  });

  it('flags favourites on the home page of a signed-in viewer', async () => {
    const response = await api.call<HomepageDto>('GET', 'homepage-data', { token: viewerToken });
    if (response.body.error) throw new Error(response.body.message);
    const loft = response.body.data.latest_properties.find(
      (card) => card.slug_id === 'brooklyn-loft',
    );
    expect(loft?.is_favourite).toBe(true);
  });
});
