import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { properties } from '@/server/db/schema';
import { insertListingOwner } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  const { listing } = await insertListingOwner(api.db);
  for (const values of listings) await listing(values);
  await listing({
    slugId: 'hidden-garden',
    title: 'Pending garden flat',
    reviewStatus: 'pending',
  });
});

/** Listings in English and in Arabic; the Arabic ones spelled with and without hamza etc. */
const listings: Partial<typeof properties.$inferInsert>[] = [
  {
    slugId: 'garden-in-description',
    title: 'Bright family home near the station',
    description: 'A large garden at the back, a quiet street in front.',
    createdAt: daysAgo(1),
  },
  {
    slugId: 'garden-in-title',
    title: 'Cottage with a walled garden',
    description: 'Two bedrooms and an open fireplace.',
    createdAt: daysAgo(30),
  },
  {
    slugId: 'harbour-flat',
    title: 'Harbour flat with sea views',
    description: 'Renovated kitchen and a balcony over the marina.',
    city: 'Portsmouth',
    createdAt: daysAgo(5),
  },
  {
    slugId: 'dubai-apartment-ar',
    title: 'شقة للبيع في دبي - إطلالة رائعة',
    description: 'المبنى فيه حارس أمن وصالة رياضية. أرضيات خشبية وأسقف عالية.',
    city: 'Dubai',
    state: 'Dubai',
    country: 'United Arab Emirates',
    createdAt: daysAgo(2),
  },
  {
    slugId: 'riyadh-villa-ar',
    title: 'فيلا للايجار في الرياض مع حديقه خاصه',
    description: 'اطلاله مفتوحه علي الحي، ومستشفي قريب.',
    city: 'Riyadh',
    state: 'Riyadh',
    country: 'Saudi Arabia',
    createdAt: daysAgo(3),
  },
];

async function searchFor(search: string, query: Record<string, string | number> = {}) {
  const response = await api.call<PropertyCardDto[]>('GET', 'get-property-list', {
    query: { search, ...query },
  });
  if (response.body.error) throw new Error(`${response.status} ${response.body.message}`);
  return response.body.data.map((card) => card.slug_id);
}

describe('get-property-list: full-text search', () => {
  it('finds English words in titles, places and descriptions, by their stem', async () => {
    expect(await searchFor('harbour')).toEqual(['harbour-flat']);
    expect(await searchFor('portsmouth')).toEqual(['harbour-flat']);
    expect(await searchFor('kitchens')).toEqual(['harbour-flat']);
  });

  it('finds Arabic words, by their stem', async () => {
    expect(await searchFor('شقة')).toEqual(['dubai-apartment-ar']);
    expect(await searchFor('فيلا')).toEqual(['riyadh-villa-ar']);
    expect(await searchFor('للبيع')).toEqual(['dubai-apartment-ar']);
  });

  it('ranks listings whose title holds the words first, newer ones after them', async () => {
    expect(await searchFor('garden')).toEqual(['garden-in-title', 'garden-in-description']);
  });

  it('sorts by what was asked when a sort is given with the text', async () => {
    expect(await searchFor('garden', { sort: 'newest' })).toEqual([
      'garden-in-description',
      'garden-in-title',
    ]);
  });

  it('tolerates a typo by correcting it to a word of the titles ("gardn", "harbor")', async () => {
    expect(await searchFor('gardn')).toEqual(['garden-in-title', 'garden-in-description']);
    expect(await searchFor('harbor')).toEqual(['harbour-flat']);
  });

  it('reads Arabic letter variants as one: alef forms, taa marbuta and alef maqsura', async () => {
    // The listing writes إطلالة and المبنى; the visitor types bare alef, haa and yaa.
    expect(await searchFor('اطلاله')).toEqual(
      expect.arrayContaining(['dubai-apartment-ar', 'riyadh-villa-ar']),
    );
    expect(await searchFor('المبني')).toEqual(['dubai-apartment-ar']);
    // The listing writes حديقه and مستشفي; the visitor types ة and ى.
    expect(await searchFor('حديقة')).toEqual(['riyadh-villa-ar']);
    expect(await searchFor('مستشفى')).toEqual(['riyadh-villa-ar']);
    expect(await searchFor('أرضيات')).toEqual(['dubai-apartment-ar']);
  });

  it('understands quoted phrases and excluded words', async () => {
    expect(await searchFor('"walled garden"')).toEqual(['garden-in-title']);
    expect(await searchFor('garden -cottage')).toEqual(['garden-in-description']);
  });

  it('never shows hidden listings, and ignores a text with no word in it', async () => {
    expect(await searchFor('pending')).toEqual([]);
    expect(await searchFor('!!!')).toHaveLength(listings.length);
  });
});
