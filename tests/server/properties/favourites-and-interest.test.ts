import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteToggleDto, InterestToggleDto } from '@/contracts/dto/listing-engagement-dto';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import { favourites, listingInterests, properties } from '@/server/db/schema';
import { insertListingOwner, insertSession } from '../../support/factories';
import { insertSignedInUser } from '../../support/owner-listing-kit';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let alice = '';
let bob = '';
let ownerToken = '';
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = api.db;
  const { owner, listing } = await insertListingOwner(db);
  ownerToken = await insertSession(db, owner.id);
  alice = (await insertSignedInUser(db)).token;
  bob = (await insertSignedInUser(db)).token;
  for (const slug of ['first', 'second', 'third', 'to-hide']) {
    ids[slug] = (await listing({ slugId: slug })).id;
  }
  ids.pending = (await listing({ slugId: 'pending', reviewStatus: 'pending' })).id;
});

const toggle = (
  path: 'add_favourite' | 'interested_users',
  token: string | undefined,
  json: unknown,
) => api.call<FavouriteToggleDto & InterestToggleDto>('POST', path, { token, json });

async function likesOf(propertyId: number): Promise<{ stored: number; favourites: number }> {
  const [row] = await api.db
    .select({ totalLikes: properties.totalLikes })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const rows = await api.db.select().from(favourites).where(eq(favourites.listingId, propertyId));
  return { stored: row?.totalLikes ?? -1, favourites: rows.length };
}

async function favouritesOf(token: string, query: Record<string, number> = {}) {
  const response = await api.call<PropertyCardDto[]>('GET', 'get_favourite_property', {
    token,
    query,
  });
  if (response.body.error) throw new Error(response.body.message);
  return {
    slugs: response.body.data.map((card) => card.slug_id),
    total: response.body.total,
    cards: response.body.data,
  };
}

describe('add_favourite', () => {
  it('answers 401 without a token', async () => {
    const response = await toggle('add_favourite', undefined, { property_id: ids.first, type: 1 });
    expect(response.status).toBe(401);
  });

  it('adds, stays idempotent when added again, and removes; likes follow the favourites', async () => {
    const added = await toggle('add_favourite', alice, { property_id: ids.first, type: 1 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      error: false,
      data: { property_id: ids.first, is_favourite: true, total_likes: 1 },
    });
    const again = await toggle('add_favourite', alice, { property_id: ids.first, type: '1' });
    expect(again.body).toMatchObject({ data: { is_favourite: true, total_likes: 1 } });
    expect(await likesOf(ids.first!)).toEqual({ stored: 1, favourites: 1 });

    await toggle('add_favourite', bob, { property_id: ids.first, type: 1 });
    expect(await likesOf(ids.first!)).toEqual({ stored: 2, favourites: 2 });

    const removed = await toggle('add_favourite', alice, { property_id: ids.first, type: 0 });
    expect(removed.body).toMatchObject({ data: { is_favourite: false, total_likes: 1 } });
    const removedAgain = await toggle('add_favourite', alice, { property_id: ids.first, type: 0 });
    expect(removedAgain.body).toMatchObject({ data: { is_favourite: false, total_likes: 1 } });
    expect(await likesOf(ids.first!)).toEqual({ stored: 1, favourites: 1 });
  });

  it('keeps the count right when the same like is sent many times at once', async () => {
    await Promise.all(
      Array.from({ length: 6 }, () =>
        toggle('add_favourite', alice, { property_id: ids.third, type: 1 }),
      ),
    );
    expect(await likesOf(ids.third!)).toEqual({ stored: 1, favourites: 1 });
    await toggle('add_favourite', alice, { property_id: ids.third, type: 0 });
  });

  it('answers 404 for an unknown or hidden listing', async () => {
    for (const propertyId of [999_999, ids.pending]) {
      const response = await toggle('add_favourite', alice, { property_id: propertyId, type: 1 });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses a type other than 1 or 0 with 422', async () => {
    const response = await toggle('add_favourite', alice, { property_id: ids.first, type: 2 });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      errors: { type: expect.any(String) },
    });
  });
});

describe('get_favourite_property', () => {
  it("lists the viewer's favourites, the latest saved first, with the total", async () => {
    for (const slug of ['second', 'first', 'to-hide']) {
      await toggle('add_favourite', bob, { property_id: ids[slug], type: 1 });
    }
    const { slugs, total, cards } = await favouritesOf(bob);
    expect(slugs).toEqual(['to-hide', 'second', 'first']);
    expect(total).toBe(3);
    expect(cards.every((card) => card.is_favourite === true)).toBe(true);
    expect(await favouritesOf(bob, { limit: 1, offset: 1 })).toMatchObject({
      slugs: ['second'],
      total: 3,
    });
  });

  it('leaves out a favourite whose listing is no longer public, until it is public again', async () => {
    await api.db
      .update(properties)
      .set({ isActive: false })
      .where(eq(properties.id, ids['to-hide']!));
    expect(await favouritesOf(bob)).toMatchObject({ slugs: ['second', 'first'], total: 2 });
    const removed = await toggle('add_favourite', bob, { property_id: ids['to-hide'], type: 0 });
    expect(removed.status).toBe(404);
    await api.db
      .update(properties)
      .set({ isActive: true })
      .where(eq(properties.id, ids['to-hide']!));
    expect(await favouritesOf(bob)).toMatchObject({ total: 3 });
    expect(await likesOf(ids['to-hide']!)).toEqual({ stored: 1, favourites: 1 });
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('GET', 'get_favourite_property')).status).toBe(401);
  });
});

describe('interested_users', () => {
  it('adds and removes the interest, idempotently; the detail shows it', async () => {
    for (const type of [1, 1]) {
      const response = await toggle('interested_users', alice, { property_id: ids.second, type });
      expect(response.body).toMatchObject({
        error: false,
        data: { property_id: ids.second, is_interested: true },
      });
    }
    const rows = await api.db
      .select()
      .from(listingInterests)
      .where(eq(listingInterests.propertyId, ids.second!));
    expect(rows).toHaveLength(1);
    const detail = await api.call<PropertyDetailDto[]>('GET', 'get_property', {
      query: { id: ids.second! },
      token: alice,
    });
    expect(detail.body).toMatchObject({ data: [{ is_interested: true }] });
    const removed = await toggle('interested_users', alice, { property_id: ids.second, type: 0 });
    expect(removed.body).toMatchObject({ data: { is_interested: false } });
  });

  it('refuses an owner interested in their own listing with 422', async () => {
    const response = await toggle('interested_users', ownerToken, {
      property_id: ids.first,
      type: 1,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      errors: { property_id: expect.any(String) },
    });
  });

  it('answers 404 for a hidden listing and 401 without a token', async () => {
    expect(
      (await toggle('interested_users', alice, { property_id: ids.pending, type: 1 })).status,
    ).toBe(404);
    expect(
      (await toggle('interested_users', undefined, { property_id: ids.first, type: 1 })).status,
    ).toBe(401);
  });
});
