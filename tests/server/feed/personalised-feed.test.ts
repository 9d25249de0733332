import { describe, expect, it } from 'vitest';
import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { properties } from '@/server/db/schema';
import { dataOf, failureOf } from '../../support/accounts-test-kit';
import {
  insertCategory,
  insertFacility,
  insertProperty,
  insertUser,
  setPropertyFacility,
} from '../../support/factories';
import { setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const savePreferences = (token: string, json: Record<string, unknown>) =>
  kit.call<PersonalisedFieldsDto>('POST', 'personalised-fields', { token, json });
const readPreferences = (token: string) =>
  kit.call<PersonalisedFieldsDto | null>('GET', 'personalised-fields', { token });
const recommendations = (token: string, query: Record<string, number> = {}) =>
  kit.call<PropertyCardDto[]>('GET', 'get_user_recommendation', { token, query });

describe('personalised-fields', () => {
  it('saves, reads and clears the preferences of the session’s user, never the body’s', async () => {
    const flat = await insertCategory(kit.db, { name: 'Flat' });
    const metro = await insertFacility(kit.db, { name: 'Metro' });
    const user = await kit.lister();
    const other = await kit.lister();
    const saved = await savePreferences(user.token, {
      category_ids: [flat.id],
      outdoor_facilitiy_ids: String(metro.id),
      price_range: '100000-250000.50',
      property_type: 'rent',
      city: ' Porto ',
      userid: other.id,
      user_id: other.id,
    });
    const expected = {
      category_ids: [flat.id],
      outdoor_facilitiy_ids: [metro.id],
      price_range: '100000-250000.5',
      property_type: 'rent',
      city: 'Porto',
    };
    expect(dataOf(saved)).toMatchObject(expected);
    expect(dataOf(await readPreferences(user.token))).toMatchObject(expected);
    expect(dataOf(await readPreferences(other.token))).toBeNull();

    const replaced = await savePreferences(user.token, { price_range: '-500000' });
    expect(dataOf(replaced)).toMatchObject({
      category_ids: [],
      outdoor_facilitiy_ids: [],
      price_range: '-500000',
      property_type: null,
      city: null,
    });

    const cleared = await kit.call('DELETE', 'personalised-fields', { token: user.token });
    expect(cleared.status).toBe(200);
    expect(dataOf(await readPreferences(user.token))).toBeNull();
    const again = await kit.call('DELETE', 'personalised-fields', { token: user.token });
    expect(again.status).toBe(200);
  });

  it('refuses preferences that choose nothing or hold bad values, with field errors (422)', async () => {
    const user = await kit.lister();
    const empty = await savePreferences(user.token, { city: '  ', price_range: '' });
    expect(empty.status).toBe(422);
    expect(failureOf(empty).errors).toEqual({ category_ids: 'Choose at least one interest' });

    const bad = await savePreferences(user.token, {
      category_ids: 'flats',
      price_range: '500000-100000',
      property_type: 'lease',
      city: 'x'.repeat(101),
    });
    expect(failureOf(bad).errors).toEqual({
      category_ids: 'category_ids is a comma-separated list of ids',
      price_range: 'The minimum price cannot be above the maximum',
      property_type: 'property_type is sell or rent',
      city: 'The city is at most 100 characters',
    });

    const unknown = await savePreferences(user.token, {
      category_ids: '2000000000,9999999999',
      outdoor_facilitiy_ids: '2000000001',
    });
    expect(unknown.status).toBe(422);
    expect(failureOf(unknown).errors).toEqual({
      category_ids: 'Choose categories from the list',
      outdoor_facilitiy_ids: 'Choose facilities from the list',
    });
    expect(dataOf(await readPreferences(user.token))).toBeNull();
  });

  it('is for signed-in users only (401)', async () => {
    expect((await kit.call('GET', 'personalised-fields')).status).toBe(401);
    expect((await kit.call('GET', 'get_user_recommendation')).status).toBe(401);
  });
});

describe('get_user_recommendation', () => {
  it('answers an empty list, and says no preferences are set, before the user chooses', async () => {
    const user = await kit.lister();
    const response = await recommendations(user.token);
    expect(dataOf(response)).toEqual([]);
    expect(response.body).toMatchObject({ total: 0, has_preferences: false });
  });

  it('ranks recent public listings by how many interests they meet, then the newest, leaving out the rest', async () => {
    const flat = await insertCategory(kit.db, { name: 'Feed flat' });
    const house = await insertCategory(kit.db, { name: 'Feed house' });
    const metro = await insertFacility(kit.db, { name: 'Feed metro' });
    const owner = await insertUser(kit.db);
    const user = await kit.lister();
    const city = 'Feedtown';
    const listing = async (
      title: string,
      category: { id: number },
      values: Partial<typeof properties.$inferInsert> = {},
      ownerId = owner.id,
    ) =>
      insertProperty(kit.db, { id: ownerId }, category, {
        title,
        city,
        price: '200000.00',
        propertyType: 'sell',
        publishedAt: daysAgo(5),
        ...values,
      });

    const everything = await listing('All four', flat, { publishedAt: daysAgo(6) });
    await setPropertyFacility(kit.db, everything.id, metro.id);
    await listing('Category and city, newer', flat, {
      price: '900000.00',
      publishedAt: daysAgo(1),
    });
    await listing('Price and city, older', house, { publishedAt: daysAgo(3) });
    await listing('Other city, nothing else', house, { city: 'Elsewhere', price: '900000.00' });
    await listing('For rent', flat, { propertyType: 'rent' });
    await listing('My own', flat, {}, user.id);
    await listing('Pending', flat, { reviewStatus: 'pending' });
    await listing('Inactive', flat, { isActive: false });
    await listing('Sold', flat, { listingStatus: 'sold' });
    await listing('Published long ago', flat, { publishedAt: daysAgo(40) });

    dataOf(
      await savePreferences(user.token, {
        category_ids: String(flat.id),
        outdoor_facilitiy_ids: String(metro.id),
        price_range: '100000-300000',
        property_type: 'sell',
        city: 'feedtown',
      }),
    );
    const all = await recommendations(user.token);
    expect(dataOf(all).map((card) => card.title)).toEqual([
      'All four',
      'Category and city, newer',
      'Price and city, older',
    ]);
    expect(all.body).toMatchObject({ total: 3, has_preferences: true });

    const second = await recommendations(user.token, { limit: 2, offset: 2 });
    expect(dataOf(second).map((card) => card.title)).toEqual(['Price and city, older']);
    expect(second.body).toMatchObject({ total: 3 });
  });

  it('follows the type alone when only a type is chosen, newest first', async () => {
    const category = await insertCategory(kit.db);
    const owner = await insertUser(kit.db);
    const user = await kit.lister();
    const rent = (title: string, days: number) =>
      insertProperty(kit.db, owner, category, {
        title,
        propertyType: 'rent',
        rentDuration: 'monthly',
        publishedAt: daysAgo(days),
      });
    await rent('Rent two days', 2);
    await rent('Rent today', 0.1);
    await insertProperty(kit.db, owner, category, { title: 'Sale', publishedAt: daysAgo(1) });
    dataOf(await savePreferences(user.token, { property_type: 'rent' }));
    const titles = dataOf(await recommendations(user.token, { limit: 50 })).map(
      (card) => card.title,
    );
    expect(titles.indexOf('Rent today')).toBeLessThan(titles.indexOf('Rent two days'));
    expect(titles).toContain('Rent two days');
    expect(titles).not.toContain('Sale');
  });
});
