import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties } from '@/server/db/schema';
import { failureOf } from '../../support/accounts-test-kit';
import { photo, setUpListingTestKit } from '../../support/listing-test-kit';

const kit = setUpListingTestKit();

const given = kit.givenForTheFile();

const listingCount = async () => (await kit.db.select({ n: count() }).from(properties))[0]!.n;

/** Posts the valid fields with `changes` (undefined removes a field); answers the field errors. */
async function fieldErrors(changes: Record<string, string | undefined>) {
  const fields = kit.fields(given.catalogue);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  const before = await listingCount();
  const files = kit.allListingFiles();
  const response = await kit.post(given.owner.token, fields, [await photo()]);
  expect(response.status).toBe(422);
  expect(await listingCount()).toBe(before);
  expect(kit.allListingFiles()).toEqual(files);
  return failureOf(response).errors ?? {};
}

describe('post_property validation (422 with field errors, nothing saved)', () => {
  it.each(['title', 'description', 'price', 'category_id', 'property_type'])(
    'requires %s',
    async (field) => {
      expect(await fieldErrors({ [field]: undefined })).toEqual({ [field]: expect.any(String) });
      expect(await fieldErrors({ [field]: '' })).toHaveProperty(field);
    },
  );

  it.each(['city', 'state', 'country', 'address', 'latitude', 'longitude'])(
    'requires the location’s %s',
    async (field) => {
      expect(await fieldErrors({ [field]: '' })).toEqual({ [field]: expect.any(String) });
    },
  );

  it('keeps latitude and longitude on the globe', async () => {
    expect(await fieldErrors({ latitude: '90.5', longitude: '-181' })).toEqual({
      latitude: 'Latitude is between -90 and 90',
      longitude: 'Longitude is between -180 and 180',
    });
    expect(await fieldErrors({ latitude: 'north' })).toEqual({
      latitude: 'Latitude must be a number',
    });
  });

  it('limits the title to 200 and the description to 10 000 characters', async () => {
    expect(await fieldErrors({ title: 'a'.repeat(201), description: 'b'.repeat(10_001) })).toEqual({
      title: 'The title is at most 200 characters',
      description: 'The description is at most 10000 characters',
    });
  });

  it.each([
    ['12.345', 'The price can have at most 2 decimals'],
    ['-5', 'The price cannot be negative'],
    ['0', 'The price must be above zero'],
    ['0.00', 'The price must be above zero'],
    ['1,500', 'Enter the price as a number, like 250000 or 1499.99'],
    ['1e5', 'Enter the price as a number, like 250000 or 1499.99'],
    ['123456789012345', 'The price is too large'],
  ])('refuses the price %s', async (price, message) => {
    expect(await fieldErrors({ price })).toEqual({ price: message });
  });

  it('stores an exact price with two decimals', async () => {
    const saved = await kit.postListing(given.owner, { price: '12345678901234.99' });
    expect((await kit.snapshot(saved.id)).row?.price).toBe('12345678901234.99');
  });

  it('needs a rent duration for rent and drops it for sell', async () => {
    expect(await fieldErrors({ property_type: 'rent' })).toEqual({
      rentduration: 'Choose how often the rent is paid',
    });
    expect(await fieldErrors({ property_type: 'rent', rentduration: 'weekly' })).toEqual({
      rentduration: 'The rent is paid daily, monthly, quarterly or yearly',
    });
    expect(await fieldErrors({ property_type: 'lease' })).toHaveProperty('property_type');
    const sell = await kit.postListing(given.owner, {
      property_type: 'sell',
      rentduration: 'yearly',
    });
    expect((await kit.snapshot(sell.id)).row?.rentDuration).toBeNull();
  });

  it('allows at most 10 comma-separated meta keywords', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `word ${i}`).join(', ');
    expect(await fieldErrors({ meta_keywords: eleven })).toEqual({
      meta_keywords: 'Use at most 10 keywords, separated by commas',
    });
    const ten = `${Array.from({ length: 10 }, (_, i) => `word ${i}`).join(', ')}, , ,`;
    await expect(kit.postListing(given.owner, { meta_keywords: ten })).resolves.toBeTruthy();
  });

  it('wants a meta description of 50 to 160 characters when one is given', async () => {
    const message = 'The meta description needs 50 to 160 characters';
    expect(await fieldErrors({ meta_description: 'x'.repeat(49) })).toEqual({
      meta_description: message,
    });
    expect(await fieldErrors({ meta_description: 'x'.repeat(161) })).toEqual({
      meta_description: message,
    });
    await expect(
      kit.postListing(given.owner, {
        meta_description: 'x'.repeat(50),
        meta_title: 'y'.repeat(90),
      }),
    ).resolves.toBeTruthy();
    expect(await fieldErrors({ meta_title: 'y'.repeat(256) })).toHaveProperty('meta_title');
  });

  it.each(['Sunny Flat', 'sunny_flat', '-sunny', 'sunny--flat', 'flat-', 'ünï'])(
    'refuses the slug %s',
    async (slug) => {
      expect(await fieldErrors({ slug_id: slug })).toEqual({ slug_id: expect.any(String) });
    },
  );

  it('refuses a video link that is not a web address', async () => {
    expect(await fieldErrors({ video_link: 'javascript:alert(1)' })).toEqual({
      video_link: 'Enter a video link starting with https://',
    });
  });

  it('refuses an unknown category, parameter or facility', async () => {
    expect(
      await fieldErrors({
        category_id: '987654',
        parameters: JSON.stringify([
          { parameter_id: given.catalogue.parameterIds[0], value: '2' },
          { parameter_id: 987654, value: '3' },
        ]),
        facilities: JSON.stringify([{ facility_id: 987655, distance: 1 }]),
      }),
    ).toEqual({
      category_id: 'Choose a category from the list',
      parameters: 'These parameters are not known: 987654',
      facilities: 'These facilities are not known: 987655',
    });
  });

  it('refuses malformed parameter and facility lists', async () => {
    expect(await fieldErrors({ parameters: '{not json' })).toEqual({
      parameters: 'The parameters must be a list of { parameter_id, value }',
    });
    const [first] = given.catalogue.parameterIds;
    expect(
      await fieldErrors({
        parameters: JSON.stringify([
          { parameter_id: first, value: '1' },
          { parameter_id: first, value: '2' },
        ]),
      }),
    ).toEqual({ parameters: 'Each parameter can be given only once' });
    expect(
      await fieldErrors({
        facilities: JSON.stringify([{ facility_id: given.catalogue.facilityIds[0], distance: -1 }]),
      }),
    ).toEqual({ 'facilities[0].distance': 'The distance cannot be negative' });
  });
});
