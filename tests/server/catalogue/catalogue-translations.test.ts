import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { FacilityDto, FacilityFilterDto } from '@/contracts/dto/facility-dto';
import type { PropertyCardDto, PropertyDetailDto } from '@/contracts/dto/property-dto';
import {
  insertCategory,
  insertFacility,
  insertParameter,
  insertProperty,
  insertUser,
  setPropertyFacility,
  setPropertyParameter,
} from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let listingSlug: string;

const villaArabic = { ar: { name: 'فيلا' } };
const furnishingArabic = { ar: { name: 'الأثاث', choices: ['مفروشة', 'غير مفروشة'] } };
const schoolArabic = { ar: { name: 'مدرسة' } };

beforeAll(async () => {
  const db = api.db;
  const owner = await insertUser(db);
  const villa = await insertCategory(db, {
    name: 'Villa',
    slugId: 'villa',
    translations: villaArabic,
  });
  const furnishing = await insertParameter(
    db,
    {
      name: 'Furnishing',
      kind: 'dropdown',
      choices: ['Furnished', 'Unfurnished'],
      translations: furnishingArabic,
    },
    [{ categoryId: villa.id, sequence: 0 }],
  );
  const school = await insertFacility(db, { name: 'School', translations: schoolArabic });
  await insertFacility(db, { name: 'Airport' });
  const listing = await insertProperty(db, owner, villa);
  listingSlug = listing.slugId;
  await setPropertyParameter(db, listing.id, furnishing.id, 'Furnished');
  await setPropertyFacility(db, listing.id, school.id);
});

function dataOf<T>(response: { body: { error: boolean; message?: string; data?: T } }): T {
  if (response.body.error || response.body.data === undefined) {
    throw new Error(response.body.message ?? 'no data');
  }
  return response.body.data;
}

describe('catalogue names per language', () => {
  it('get_categories sends each category and parameter with its translations', async () => {
    const [villa] = dataOf(await api.call<CategoryDto[]>('GET', 'get_categories'));
    expect(villa).toMatchObject({ category: 'Villa', translations: villaArabic });
    expect(villa?.parameter_types[0]).toMatchObject({
      name: 'Furnishing',
      type_values: ['Furnished', 'Unfurnished'],
      translations: furnishingArabic,
    });
  });

  it('facility calls send translations, and an empty object when there are none', async () => {
    const facilities = dataOf(await api.call<FacilityDto[]>('GET', 'get_facilities'));
    expect(facilities.map((f) => [f.name, f.translations])).toEqual([
      ['Airport', {}],
      ['School', schoolArabic],
    ]);
    const forFilter = dataOf(
      await api.call<FacilityFilterDto[]>('GET', 'get-facilities-for-filter'),
    );
    expect(forFilter.find((f) => f.name === 'School')?.translations).toEqual(schoolArabic);
  });

  it('a card carries its category and parameters with translations and canonical values', async () => {
    const [card] = dataOf(await api.call<PropertyCardDto[]>('GET', 'get_property'));
    expect(card?.category?.translations).toEqual(villaArabic);
    expect(card?.parameters[0]).toMatchObject({
      name: 'Furnishing',
      value: 'Furnished',
      type_values: ['Furnished', 'Unfurnished'],
      translations: furnishingArabic,
    });
  });

  it('the detail carries translated names of its parameters and facilities', async () => {
    const [detail] = dataOf(
      await api.call<PropertyDetailDto[]>('GET', 'get_property', {
        query: { slug_id: listingSlug },
      }),
    );
    expect(detail?.category?.translations).toEqual(villaArabic);
    expect(detail?.all_parameters[0]).toMatchObject({
      value: 'Furnished',
      type_values: ['Furnished', 'Unfurnished'],
      translations: furnishingArabic,
    });
    expect(detail?.facilities[0]).toMatchObject({ name: 'School', translations: schoolArabic });
  });
});
