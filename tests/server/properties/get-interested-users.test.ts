import { beforeAll, describe, expect, it } from 'vitest';
import type { InterestedUserDto } from '@/contracts/dto/owner-listing-dto';
import { insertCategory, insertProperty, insertUser } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import { insertInterest, insertSignedInUser, minutesAgo } from '../../support/owner-listing-kit';

const api = setUpApiTest();
let ownerToken = '';
let strangerToken = '';
let adminToken = '';
let listingId = 0;
let quietListingId = 0;

beforeAll(async () => {
  const db = api.db;
  const owner = await insertSignedInUser(db);
  ownerToken = owner.token;
  strangerToken = (await insertSignedInUser(db)).token;
  adminToken = (await insertSignedInUser(db, { role: 'admin' })).token;
  const category = await insertCategory(db);
  listingId = (await insertProperty(db, owner.user, category, { slugId: 'wanted-house' })).id;
  quietListingId = (await insertProperty(db, owner.user, category, { slugId: 'quiet-house' })).id;
  const people = [
    { name: 'Ada', email: 'ada@example.com', mobile: '+15550001', profileImage: 'profiles/ada' },
    { name: 'Ben', email: 'ben@example.com', mobile: null, profileImage: null },
    { name: 'Cleo', email: 'cleo@example.com', mobile: '+15550003', profileImage: null },
  ];
  for (const [index, person] of people.entries()) {
    const user = await insertUser(db, person);
    await insertInterest(db, user.id, listingId, minutesAgo(30 - index));
  }
  const gone = await insertUser(db, { name: 'Gone', deletedAt: new Date() });
  await insertInterest(db, gone.id, listingId);
});

const interested = (token: string, query: Record<string, string | number>) =>
  api.call<InterestedUserDto[]>('GET', 'get_interested_users', { token, query });

describe('get_interested_users', () => {
  it('lists who is interested in the owner’s listing, latest first, with contact details', async () => {
    const response = await interested(ownerToken, { property_id: listingId });
    expect(response.status).toBe(200);
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.total).toBe(3);
    expect(response.body.data.map((user) => user.name)).toEqual(['Cleo', 'Ben', 'Ada']);
    expect(response.body.data[2]).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      mobile: '+15550001',
      profile: '/api/media/profiles/ada-card.webp',
    });
    expect(response.body.data[1]).toMatchObject({ mobile: '', profile: null });
    expect(Date.parse(response.body.data[0]!.interested_at)).not.toBeNaN();
  });

  it('finds the listing by slug_id too, and pages with limit and offset', async () => {
    const response = await interested(ownerToken, { slug_id: 'wanted-house', limit: 2, offset: 2 });
    expect(response.body).toMatchObject({ total: 3, data: [{ name: 'Ada' }] });
  });

  it('answers an empty list for a listing nobody is interested in', async () => {
    const response = await interested(ownerToken, { property_id: quietListingId });
    expect(response.body).toMatchObject({ error: false, data: [], total: 0 });
  });

  it('refuses another user with 403, but lets the admin see them', async () => {
    const refused = await interested(strangerToken, { property_id: listingId });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden' });
    const admin = await interested(adminToken, { slug_id: 'wanted-house' });
    expect(admin.body).toMatchObject({ error: false, total: 3 });
  });

  it('answers 404 for an unknown listing and 422 without property_id or slug_id', async () => {
    expect((await interested(ownerToken, { property_id: 999_999 })).status).toBe(404);
    const missing = await interested(ownerToken, {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { property_id: expect.any(String) } });
  });

  it('answers 401 without a session', async () => {
    const response = await api.call('GET', 'get_interested_users', {
      query: { property_id: listingId },
    });
    expect(response.status).toBe(401);
  });
});
