import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { insertCategory, insertProperty, insertUser } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertInterest, insertSignedInUser, minutesAgo } from '../../support/owner-listing-kit';

const api = setUpApiTest();
let ownerToken = '';
let strangerToken = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = api.db;
  const owner = await insertSignedInUser(db);
  ownerToken = owner.token;
  strangerToken = (await insertSignedInUser(db)).token;
  const other = await insertUser(db);
  const category = await insertCategory(db);
  const listings: [string, Parameters<typeof insertProperty>[3]][] = [
    ['pending', { reviewStatus: 'pending', title: 'Quiet garden flat' }],
    ['rejected', { reviewStatus: 'rejected', rejectionReason: 'The photos are blurred.' }],
    ['active', { title: 'Sunny garden house', titleImage: 'properties/abc123' }],
    ['inactive', { isActive: false }],
    ['sold', { listingStatus: 'sold' }],
    ['rented', { propertyType: 'rent', rentDuration: 'monthly', listingStatus: 'rented' }],
  ];
  for (const [index, [slug, values]] of listings.entries()) {
    const row = await insertProperty(db, owner.user, category, {
      slugId: `own-${slug}`,
      createdAt: minutesAgo(60 - index),
      ...values,
    });
    ids[slug] = row.id;
  }
  await insertProperty(db, other, category, { slugId: 'someone-elses' });
  for (let n = 0; n < 3; n += 1) {
    await insertInterest(db, (await insertUser(db)).id, ids.active!);
  }
});

async function ownListings(token: string, query: Record<string, string | number> = {}) {
  const response = await api.call<OwnerListingDto[]>('GET', 'get-added-properties', {
    token,
    query,
  });
  if (response.body.error) throw new Error(response.body.message);
  return {
    slugs: response.body.data.map((row) => row.slug_id),
    rows: response.body.data,
    total: response.body.total,
  };
}

describe('get-added-properties', () => {
  it('answers 401 without a session', async () => {
    const response = await api.call('GET', 'get-added-properties');
    expect(response.status).toBe(401);
  });

  it('lists every one of the caller’s own listings, in all states, newest first', async () => {
    const { slugs, total } = await ownListings(ownerToken);
    expect(slugs).toEqual([
      'own-rented',
      'own-sold',
      'own-inactive',
      'own-active',
      'own-rejected',
      'own-pending',
    ]);
    expect(total).toBe(6);
  });

  it('never shows another user’s listings', async () => {
    expect(await ownListings(strangerToken)).toMatchObject({ slugs: [], total: 0 });
    const { slugs } = await ownListings(ownerToken, { limit: 50 });
    expect(slugs).not.toContain('someone-elses');
  });

  it('describes each row with its state, counters and card image', async () => {
    const { rows } = await ownListings(ownerToken);
    const active = rows.find((row) => row.slug_id === 'own-active');
    expect(active).toMatchObject({
      id: ids.active,
      title: 'Sunny garden house',
      title_image: '/api/media/properties/abc123-card.webp',
      price: '250000.00',
      property_type: 'sell',
      rentduration: null,
      city: 'Springfield',
      review_status: 'approved',
      rejection_reason: null,
      is_active: true,
      status: 'available',
      is_public: true,
      total_views: 0,
      total_likes: 0,
      total_interested: 3,
    });
    expect(Date.parse(active!.created_at)).not.toBeNaN();
    expect(Date.parse(active!.updated_at)).not.toBeNaN();
    const rejected = rows.find((row) => row.slug_id === 'own-rejected');
    expect(rejected).toMatchObject({
      review_status: 'rejected',
      rejection_reason: 'The photos are blurred.',
      is_public: false,
    });
    const rented = rows.find((row) => row.slug_id === 'own-rented');
    expect(rented).toMatchObject({ status: 'rented', rentduration: 'monthly' });
  });

  it('pages with limit and offset and keeps the full total', async () => {
    const first = await ownListings(ownerToken, { limit: 4, offset: 0 });
    const second = await ownListings(ownerToken, { limit: 4, offset: 4 });
    expect(first.slugs).toHaveLength(4);
    expect(second.slugs).toEqual(['own-rejected', 'own-pending']);
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
  });

  it.each([
    ['pending', ['own-pending']],
    ['approved', ['own-rented', 'own-sold', 'own-inactive', 'own-active']],
    ['rejected', ['own-rejected']],
    ['active', ['own-rented', 'own-sold', 'own-active']],
    ['inactive', ['own-inactive']],
    ['sold', ['own-sold']],
    ['rented', ['own-rented']],
  ])('filters by status %s', async (status, expected) => {
    const { slugs, total } = await ownListings(ownerToken, { status });
    expect(slugs).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('searches the titles, every word, case-insensitively', async () => {
    expect((await ownListings(ownerToken, { search: 'GARDEN' })).slugs).toEqual([
      'own-active',
      'own-pending',
    ]);
    expect((await ownListings(ownerToken, { search: 'garden sunny' })).slugs).toEqual([
      'own-active',
    ]);
    expect((await ownListings(ownerToken, { search: '100%' })).total).toBe(0);
  });

  it('refuses an unknown status filter with 422', async () => {
    const response = await api.call('GET', 'get-added-properties', {
      token: ownerToken,
      query: { status: 'deleted' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      errors: { status: expect.any(String) },
    });
  });
});

describe('get-owner-property', () => {
  it('answers the owner’s own listing in any state', async () => {
    const response = await api.call<OwnerListingDto>('GET', 'get-owner-property', {
      token: ownerToken,
      query: { slug_id: 'own-rejected' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: { id: ids.rejected, rejection_reason: 'The photos are blurred.' },
    });
  });

  it('answers 404 for someone else’s listing and for an unknown slug', async () => {
    for (const [token, slug] of [
      [strangerToken, 'own-pending'],
      [ownerToken, 'someone-elses'],
      [ownerToken, 'no-such-listing'],
    ] as const) {
      const response = await api.call('GET', 'get-owner-property', {
        token,
        query: { slug_id: slug },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found' });
    }
  });
});
