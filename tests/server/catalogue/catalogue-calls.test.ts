import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { FacilityDto, FacilityFilterDto } from '@/contracts/dto/facility-dto';
import {
  insertCategory,
  insertFacility,
  insertParameter,
  insertProperty,
  insertUser,
  setPropertyFacility,
} from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let villa: { id: number };
let apartment: { id: number };

beforeAll(async () => {
  const db = api.db;
  const owner = await insertUser(db);
  apartment = await insertCategory(db, { name: 'Apartment', slugId: 'apartment', sequence: 1 });
  villa = await insertCategory(db, { name: 'Villa', slugId: 'villa', sequence: 2 });
  const office = await insertCategory(db, { name: 'Office', slugId: 'office', sequence: 3 });
  await insertCategory(db, { name: 'Hidden', slugId: 'hidden', isActive: false, sequence: 4 });
  await insertParameter(db, { name: 'Bedrooms' }, [{ categoryId: apartment.id, sequence: 0 }]);
  await insertParameter(
    db,
    { name: 'Furnishing', kind: 'dropdown', choices: ['Furnished', 'Unfurnished'] },
    [{ categoryId: apartment.id, sequence: 1 }],
  );
  await insertProperty(db, owner, apartment);
  await insertProperty(db, owner, apartment);
  await insertProperty(db, owner, villa, { reviewStatus: 'pending' });
  await insertProperty(db, owner, office, { isActive: false });
  const school = await insertFacility(db, { name: 'School' });
  await insertFacility(db, { name: 'Airport' });
  const listing = await insertProperty(db, owner, villa);
  await setPropertyFacility(db, listing.id, school.id);
  const hiddenListing = await insertProperty(db, owner, villa, { reviewStatus: 'rejected' });
  await setPropertyFacility(db, hiddenListing.id, school.id);
});

describe('get_categories', () => {
  it('lists active categories in order with parameters and public listing counts', async () => {
    const response = await api.call<CategoryDto[]>('GET', 'get_categories');
    expect(response.status).toBe(200);
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.total).toBe(3);
    expect(response.body.data.map((c) => c.slug_id)).toEqual(['apartment', 'villa', 'office']);
    const [first, second, third] = response.body.data;
    expect(first?.properties_count).toBe(2);
    expect(second?.properties_count).toBe(1);
    expect(third?.properties_count).toBe(0);
    expect(first?.parameter_types.map((p) => p.name)).toEqual(['Bedrooms', 'Furnishing']);
    expect(first?.parameter_types[1]).toMatchObject({
      type_of_parameter: 'dropdown',
      type_values: ['Furnished', 'Unfurnished'],
    });
  });

  it('pages with limit and offset and reports the full total', async () => {
    const response = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { limit: 1, offset: 1 },
    });
    expect(response.body).toMatchObject({ error: false, total: 3 });
    if (response.body.error) return;
    expect(response.body.data.map((c) => c.slug_id)).toEqual(['villa']);
  });

  it('clamps an oversized limit instead of returning everything', async () => {
    const response = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { limit: 100000 },
    });
    expect(response.status).toBe(200);
  });

  it('keeps only categories with public listings when has_property is 1', async () => {
    const response = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { has_property: 1 },
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((c) => c.slug_id)).toEqual(['apartment', 'villa']);
    expect(response.body.total).toBe(2);
  });

  it('finds categories by a misspelt search', async () => {
    const exact = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { search: 'vil' },
    });
    const typo = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { search: 'apartmnt' },
    });
    if (exact.body.error || typo.body.error) throw new Error('search failed');
    expect(exact.body.data.map((c) => c.slug_id)).toEqual(['villa']);
    expect(typo.body.data.map((c) => c.slug_id)).toEqual(['apartment']);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const response = await api.call<CategoryDto[]>('GET', 'get_categories', {
      query: { search: '%' },
    });
    expect(response.body).toMatchObject({ error: false, total: 0 });
  });

  it('answers 422 for a negative offset or a bad has_property', async () => {
    const negative = await api.call('GET', 'get_categories', { query: { offset: -1 } });
    const badFlag = await api.call('GET', 'get_categories', { query: { has_property: 'maybe' } });
    expect(negative.status).toBe(422);
    expect(negative.body.error && negative.body.errors).toHaveProperty('offset');
    expect(badFlag.status).toBe(422);
    expect(badFlag.body.error && badFlag.body.errors).toHaveProperty('has_property');
  });

  it('lets shared caches keep the public answer', async () => {
    const response = await api.call('GET', 'get_categories');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });
});

describe('get_facilities and get-facilities-for-filter', () => {
  it('lists every facility by name', async () => {
    const response = await api.call<FacilityDto[]>('GET', 'get_facilities');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data.map((f) => f.name)).toEqual(['Airport', 'School']);
  });

  it('counts only public listings near each facility', async () => {
    const response = await api.call<FacilityFilterDto[]>('GET', 'get-facilities-for-filter');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data).toEqual([
      expect.objectContaining({ name: 'Airport', properties_count: 0 }),
      expect.objectContaining({ name: 'School', properties_count: 1 }),
    ]);
  });

  it('refuses other methods with 405', async () => {
    const response = await api.call('POST', 'get_facilities', { json: {} });
    expect(response.status).toBe(405);
    expect(villa.id).toBeGreaterThan(apartment.id);
  });
});
