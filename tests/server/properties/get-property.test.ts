import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { Database } from '@/server/db/database';
import {
  favourites,
  listingInterests,
  properties,
  propertyDocuments,
  propertyImages,
} from '@/server/db/schema';
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
const tokens: Record<'owner' | 'stranger' | 'admin' | 'viewer', string> = {
  owner: '',
  stranger: '',
  admin: '',
  viewer: '',
};
const ids: Record<string, number> = {};
let ownerId = 0;
let otherOwnerId = 0;
const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);

beforeAll(async () => {
  const db = api.db;
  const { owner, otherOwner, viewer } = await insertPeople(db);
  const flats = await insertCategory(db, { name: 'Flat', slugId: 'flat' });
  const houses = await insertCategory(db, { name: 'House', slugId: 'house' });
  const bedrooms = await insertParameter(db, { name: 'Bedrooms' }, [{ categoryId: flats.id }]);
  const metro = await insertFacility(db, { name: 'Metro', image: 'facilities/metro.svg' });
  await insertListings(db, { owner, otherOwner }, { flats, houses });
  const main = ids.main!;
  await setPropertyParameter(db, main, bedrooms.id, '2');
  await setPropertyFacility(db, main, metro.id, '0.40');
  await db.insert(propertyImages).values([
    { listingId: main, image: 'properties/second', sequence: 2 },
    { listingId: main, image: 'properties/first', sequence: 1 },
  ]);
  await db
    .insert(propertyDocuments)
    .values({ listingId: main, file: 'documents/plan.pdf', name: 'Floor plan' });
  await db.insert(favourites).values({ userId: viewer.id, listingId: main });
  await db.insert(listingInterests).values({ userId: viewer.id, propertyId: main });
  await insertAdvertisement(db, { id: ids.house!, ownerId: owner.id }, { type: 'list' });
  await insertAdvertisement(db, { id: ids.inactive!, ownerId: owner.id }, { type: 'list' });
  await insertAdvertisement(
    db,
    { id: ids.sameCityNear!, ownerId: otherOwner.id },
    { type: 'list' },
  );
});

type Owner = { id: number };
type Category = { id: number };

/** The owner (with contact details), another owner, a stranger, an admin and a viewer. */
async function insertPeople(db: Database) {
  const owner = await insertUser(db, {
    name: 'Olivia Owner',
    mobile: '+15550001',
    email: 'olivia@example.com',
    verificationStatus: 'success',
    profileImage: 'profiles/olivia',
  });
  const otherOwner = await insertUser(db);
  const viewer = await insertUser(db);
  ownerId = owner.id;
  otherOwnerId = otherOwner.id;
  tokens.owner = await insertSession(db, owner.id);
  tokens.stranger = await insertSession(db, (await insertUser(db)).id);
  tokens.admin = await insertSession(db, (await insertUser(db, { role: 'admin' })).id);
  tokens.viewer = await insertSession(db, viewer.id);
  return { owner, otherOwner, viewer };
}

/** Five public listings around Lisbon and three hidden ones, by name in `ids`. */
const listingRows: [
  string,
  'owner' | 'otherOwner',
  'flats' | 'houses',
  Partial<typeof properties.$inferInsert>,
][] = [
  [
    'main',
    'owner',
    'flats',
    {
      slugId: 'main-flat',
      price: '300000.00',
      titleImage: 'properties/main',
      videoLink: 'https://video.example/main',
      metaTitle: 'Main flat in Lisbon',
      totalLikes: 4,
      createdAt: at(3),
    },
  ],
  [
    'sameCityNear',
    'otherOwner',
    'flats',
    { slugId: 'same-city-near', price: '310000.00', totalLikes: 9, createdAt: at(5) },
  ],
  [
    'sameCityFar',
    'otherOwner',
    'flats',
    { slugId: 'same-city-far', price: '900000.00', totalLikes: 1, createdAt: at(6) },
  ],
  [
    'otherCityNear',
    'owner',
    'flats',
    {
      slugId: 'other-city-near',
      city: 'Porto',
      price: '300000.00',
      totalLikes: 2,
      createdAt: at(7),
    },
  ],
  [
    'house',
    'owner',
    'houses',
    {
      slugId: 'lisbon-house',
      price: '305000.00',
      propertyType: 'rent',
      rentDuration: 'monthly',
      totalLikes: 0,
      createdAt: at(8),
    },
  ],
  ['pending', 'owner', 'flats', { slugId: 'pending-flat', reviewStatus: 'pending' }],
  ['rejected', 'owner', 'flats', { slugId: 'rejected-flat', reviewStatus: 'rejected' }],
  ['inactive', 'owner', 'flats', { slugId: 'inactive-flat', isActive: false }],
];

async function insertListings(
  db: Database,
  owners: Record<'owner' | 'otherOwner', Owner>,
  categories: Record<'flats' | 'houses', Category>,
) {
  const lisbon = { city: 'Lisbon', state: 'Lisboa', country: 'Portugal' };
  for (const [name, owner, category, values] of listingRows) {
    ids[name] = (
      await insertProperty(db, owners[owner], categories[category], { ...lisbon, ...values })
    ).id;
  }
}

async function getProperty<T = PropertyCardDto>(
  query: Record<string, string | number>,
  token?: string,
) {
  return api.call<T[]>('GET', 'get_property', { query, token });
}

async function detail(query: Record<string, string | number>, token?: string) {
  const response = await getProperty<PropertyDetailDto>(query, token);
  if (response.body.error) throw new Error(`${response.status} ${response.body.message}`);
  expect(response.body.data).toHaveLength(1);
  expect(response.body.total).toBe(1);
  return response.body.data[0]!;
}

async function slugs(query: Record<string, string | number>, token?: string) {
  const response = await getProperty(query, token);
  if (response.body.error) throw new Error(`${response.status} ${response.body.message}`);
  return { slugs: response.body.data.map((card) => card.slug_id), total: response.body.total };
}

describe('get_property with id or slug_id: the detail', () => {
  it('answers everything the detail page shows, as a one-item list', async () => {
    const property = await detail({ slug_id: 'main-flat' });
    expect(property).toMatchObject({
      id: ids.main,
      slug_id: 'main-flat',
      price: '300000.00',
      title_image: '/api/media/properties/main-large.webp',
      listing_status: 'available',
      video_link: 'https://video.example/main',
      meta_title: 'Main flat in Lisbon',
      category: { slug_id: 'flat' },
      is_favourite: false,
      is_interested: false,
    });
    expect(property.gallery.map((photo) => photo.image)).toEqual([
      '/api/media/properties/first-large.webp',
      '/api/media/properties/second-large.webp',
    ]);
    expect(property.gallery[0]?.image_card).toBe('/api/media/properties/first-card.webp');
    expect(property.documents).toEqual([
      expect.objectContaining({ name: 'Floor plan', file: '/api/media/documents/plan.pdf' }),
    ]);
    expect(property.all_parameters).toEqual([
      expect.objectContaining({ name: 'Bedrooms', value: '2', type_of_parameter: 'number' }),
    ]);
    expect(property.facilities).toEqual([
      expect.objectContaining({
        name: 'Metro',
        distance: '0.40',
        image: '/api/media/facilities/metro.svg',
      }),
    ]);
    expect(new Date(property.updated_at).toISOString()).toBe(property.updated_at);
  });

  it('finds the same listing by id', async () => {
    expect((await detail({ id: ids.main! })).slug_id).toBe('main-flat');
  });

  it('shows the owner card, with contact details only to signed-in viewers', async () => {
    const anonymous = await detail({ id: ids.main! });
    expect(anonymous.owner).toMatchObject({
      id: ownerId,
      name: 'Olivia Owner',
      is_verified_agent: true,
      properties_count: 3,
      profile: expect.stringContaining('/api/media/profiles/olivia'),
      mobile: null,
      email: null,
    });
    const signedIn = await detail({ id: ids.main! }, tokens.stranger);
    expect(signedIn.owner).toMatchObject({ mobile: '+15550001', email: 'olivia@example.com' });
  });

  it("tells a signed-in viewer whether it is in their favourites and they're interested", async () => {
    expect(await detail({ id: ids.main! }, tokens.viewer)).toMatchObject({
      is_favourite: true,
      is_interested: true,
    });
  });

  it.each([
    ['an unknown id', { id: 999_999 }],
    ['an unknown slug', { slug_id: 'no-such-flat' }],
    ['a pending listing', { slug_id: 'pending-flat' }],
    ['a rejected listing', { slug_id: 'rejected-flat' }],
    ['an inactive listing', { slug_id: 'inactive-flat' }],
  ])('answers 404 not_found for %s', async (_name, query) => {
    for (const token of [undefined, tokens.stranger]) {
      const response = await getProperty(query, token);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: true, code: 'not_found' });
    }
  });

  it('shows the owner and an admin their hidden listing', async () => {
    expect((await detail({ id: ids.pending! }, tokens.owner)).slug_id).toBe('pending-flat');
    expect((await detail({ slug_id: 'inactive-flat' }, tokens.admin)).slug_id).toBe(
      'inactive-flat',
    );
  });
});

describe('get_property lists', () => {
  it('lists similar listings: same category, same city first, closest price, not itself', async () => {
    expect(await slugs({ slug_id: 'main-flat', get_simiilar: 1 })).toEqual({
      slugs: ['same-city-near', 'same-city-far', 'other-city-near'],
      total: 3,
    });
    expect((await slugs({ id: ids.main!, get_simiilar: 1, limit: 1 })).slugs).toEqual([
      'same-city-near',
    ]);
  });

  it('answers 404 for similar listings of a hidden listing', async () => {
    const response = await getProperty({ slug_id: 'pending-flat', get_simiilar: 1 });
    expect(response.status).toBe(404);
  });

  it("lists an owner's public listings with userid", async () => {
    expect(await slugs({ userid: otherOwnerId })).toEqual({
      slugs: ['same-city-near', 'same-city-far'],
      total: 2,
    });
    expect((await slugs({ userid: ownerId })).slugs).toEqual([
      'main-flat',
      'other-city-near',
      'lisbon-house',
    ]);
  });

  it('lists the most liked first with top_rated', async () => {
    expect((await slugs({ top_rated: 1 })).slugs).toEqual([
      'same-city-near',
      'main-flat',
      'other-city-near',
      'same-city-far',
      'lisbon-house',
    ]);
  });

  it("lists the signed-in viewer's own promoted listings, hidden ones included", async () => {
    expect(await slugs({ users_promoted: 1 }, tokens.owner)).toEqual({
      slugs: ['inactive-flat', 'lisbon-house'],
      total: 2,
    });
    const visitor = await getProperty({ users_promoted: 1 });
    expect(visitor.status).toBe(401);
  });

  it('otherwise filters like get-property-list', async () => {
    expect(await slugs({ city: 'porto' })).toEqual({ slugs: ['other-city-near'], total: 1 });
    expect((await slugs({ property_type: 'rent', most_liked: 1 })).slugs).toEqual(['lisbon-house']);
    expect((await slugs({ category_slug_id: 'flat', max_price: 305000 })).slugs).toEqual([
      'main-flat',
      'other-city-near',
    ]);
  });
});

describe('get_nearby_properties', () => {
  it('lists public listings in the city and state, of the type when given', async () => {
    const all = await api.call<PropertyCardDto[]>('GET', 'get_nearby_properties', {
      query: { city: 'LISBON', state: 'lisboa' },
    });
    if (all.body.error) throw new Error(all.body.message);
    expect(all.body.data.map((card) => card.slug_id)).toEqual([
      'main-flat',
      'same-city-near',
      'same-city-far',
      'lisbon-house',
    ]);
    const rentals = await api.call<PropertyCardDto[]>('GET', 'get_nearby_properties', {
      query: { city: 'Lisbon', state: 'Lisboa', type: 'rent' },
    });
    if (rentals.body.error) throw new Error(rentals.body.message);
    expect(rentals.body.data.map((card) => card.slug_id)).toEqual(['lisbon-house']);
  });
});
