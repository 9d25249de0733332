import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { properties } from '@/server/db/schema';
import { insertCategory, insertProperty } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSignedInUser, readListing } from '../../support/owner-listing-kit';

const api = setUpApiTest();
let owner: { user: { id: number }; token: string };
let strangerToken = '';
let adminToken = '';
let categoryId = 0;

beforeAll(async () => {
  owner = await insertSignedInUser(api.db);
  strangerToken = (await insertSignedInUser(api.db)).token;
  adminToken = (await insertSignedInUser(api.db, { role: 'admin' })).token;
  categoryId = (await insertCategory(api.db)).id;
});

type ListingValues = Partial<typeof properties.$inferInsert>;

const listing = (values: ListingValues = {}) =>
  insertProperty(api.db, owner.user, { id: categoryId }, values);

const forRent: ListingValues = { propertyType: 'rent', rentDuration: 'monthly' };

function changeStatus(
  token: string,
  json: { property_id: number; status: unknown },
  path: 'update_property_status' | 'change-property-status' = 'update_property_status',
) {
  return api.call<OwnerListingDto>('POST', path, { token, json });
}

describe('update_property_status and change-property-status: allowed changes', () => {
  it('switches an approved listing off and on again, answering the updated row', async () => {
    const row = await listing();
    const off = await changeStatus(owner.token, { property_id: row.id, status: 'inactive' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      error: false,
      data: { id: row.id, is_active: false, is_public: false, status: 'available' },
    });
    expect((await readListing(api.db, row.id)).isActive).toBe(false);

    const on = await changeStatus(
      owner.token,
      { property_id: row.id, status: 'active' },
      'change-property-status',
    );
    expect(on.body).toMatchObject({ data: { is_active: true, is_public: true } });
    expect((await readListing(api.db, row.id)).isActive).toBe(true);
  });

  it('accepts the legacy numeric statuses: 0 switches off, 1 switches on', async () => {
    const row = await listing();
    await changeStatus(owner.token, { property_id: row.id, status: 0 });
    expect((await readListing(api.db, row.id)).isActive).toBe(false);
    await changeStatus(owner.token, { property_id: row.id, status: '1' });
    expect((await readListing(api.db, row.id)).isActive).toBe(true);
  });

  it('marks a sell listing sold and a rent listing rented', async () => {
    const sell = await listing();
    const sold = await changeStatus(owner.token, { property_id: sell.id, status: 'sold' });
    expect(sold.body).toMatchObject({ data: { status: 'sold' } });
    expect((await readListing(api.db, sell.id)).listingStatus).toBe('sold');

    const rent = await listing(forRent);
    const rented = await changeStatus(owner.token, { property_id: rent.id, status: 'rented' });
    expect(rented.body).toMatchObject({ data: { status: 'rented' } });
    expect((await readListing(api.db, rent.id)).listingStatus).toBe('rented');
  });

  it('lets an admin change the status of anyone’s listing', async () => {
    const row = await listing();
    const response = await changeStatus(adminToken, { property_id: row.id, status: 'inactive' });
    expect(response.status).toBe(200);
    expect((await readListing(api.db, row.id)).isActive).toBe(false);
  });
});

describe('update_property_status: refused changes leave the listing as it was', () => {
  async function expectRefused(
    values: ListingValues,
    status: string,
    expected: { status: number; code: string },
  ) {
    const row = await listing(values);
    const before = await readListing(api.db, row.id);
    const response = await changeStatus(owner.token, { property_id: row.id, status });
    expect(response.status).toBe(expected.status);
    expect(response.body).toMatchObject({ error: true, code: expected.code });
    expect(await readListing(api.db, row.id)).toEqual(before);
  }

  const conflict = { status: 409, code: 'invalid_status_change' };

  it.each([
    ['pending', 'active'],
    ['pending', 'inactive'],
    ['rejected', 'active'],
    ['rejected', 'inactive'],
  ] as const)('refuses to switch a %s listing %s (409)', async (reviewStatus, status) => {
    await expectRefused({ reviewStatus, isActive: false }, status, conflict);
  });

  it.each([
    ['pending', {}, 'sold'],
    ['pending', forRent, 'rented'],
    ['rejected', {}, 'sold'],
    ['rejected', forRent, 'rented'],
  ] as const)(
    'refuses to mark a %s listing %s: only an approved listing leaves the market (409)',
    async (reviewStatus, values, status) => {
      await expectRefused({ ...values, reviewStatus }, status, conflict);
    },
  );

  it('refuses to mark a sell listing rented and a rent listing sold (409)', async () => {
    await expectRefused({}, 'rented', conflict);
    await expectRefused(forRent, 'sold', conflict);
  });

  it.each([
    ['sold', {}, 'active'],
    ['sold', {}, 'inactive'],
    ['sold', {}, 'sold'],
    ['rented', forRent, 'rented'],
    ['rented', forRent, 'active'],
  ] as const)('keeps a %s listing final: refuses %j → %s (409)', async (state, values, status) => {
    await expectRefused({ ...values, listingStatus: state }, status, conflict);
  });

  it('refuses another user’s listing with 403 and leaves it unchanged', async () => {
    const row = await listing();
    const before = await readListing(api.db, row.id);
    for (const status of ['inactive', 'sold'] as const) {
      const response = await changeStatus(strangerToken, { property_id: row.id, status });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'forbidden' });
    }
    expect(await readListing(api.db, row.id)).toEqual(before);
  });

  it('answers 404 for an unknown listing', async () => {
    const response = await changeStatus(owner.token, { property_id: 999_999, status: 'active' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found' });
  });

  it('refuses an unknown status or a missing id with 422', async () => {
    const row = await listing();
    for (const json of [
      { property_id: row.id, status: 'deleted' },
      { property_id: row.id, status: 2 },
      { property_id: row.id },
    ]) {
      const response = await api.call('POST', 'update_property_status', {
        token: owner.token,
        json,
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: { status: expect.any(String) } });
    }
    const noId = await api.call('POST', 'update_property_status', {
      token: owner.token,
      json: { status: 'active' },
    });
    expect(noId.body).toMatchObject({ errors: { property_id: 'property_id is required' } });
  });

  it('marks a listing sold once when two requests race: the second gets 409', async () => {
    const row = await listing();
    const answers = await Promise.all([
      changeStatus(owner.token, { property_id: row.id, status: 'sold' }),
      changeStatus(owner.token, { property_id: row.id, status: 'sold' }, 'change-property-status'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await readListing(api.db, row.id)).listingStatus).toBe('sold');
  });
});
