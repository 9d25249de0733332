import { beforeAll, describe, expect, it } from 'vitest';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import {
  insertAdvertisement,
  insertArticle,
  insertCategory,
  insertParameter,
  insertProperty,
  insertUser,
  setPropertyParameter,
} from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();
let homepage: HomepageDto;
const day = 86_400_000;

beforeAll(async () => {
  const db = api.db;
  const owner = await insertUser(db);
  const houses = await insertCategory(db, { name: 'House', slugId: 'house' });
  await insertCategory(db, { name: 'Empty', slugId: 'empty' });
  const bedrooms = await insertParameter(db, { name: 'Bedrooms' }, [{ categoryId: houses.id }]);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const slid = await insertProperty(db, owner, houses, {
    slugId: 'slid',
    createdAt: at(5),
    titleImage: 'properties/abc',
  });
  const listed = await insertProperty(db, owner, houses, { slugId: 'listed', createdAt: at(4) });
  const rented = await insertProperty(db, owner, houses, {
    slugId: 'rented',
    propertyType: 'rent',
    rentDuration: 'monthly',
    price: '1200.50',
    createdAt: at(1),
  });
  const expired = await insertProperty(db, owner, houses, {
    slugId: 'expired-ad',
    createdAt: at(3),
  });
  const pendingAd = await insertProperty(db, owner, houses, {
    slugId: 'pending-ad',
    createdAt: at(2),
  });
  const hidden = await insertProperty(db, owner, houses, {
    slugId: 'hidden',
    reviewStatus: 'pending',
  });
  await setPropertyParameter(db, slid.id, bedrooms.id, '3');
  await insertAdvertisement(db, slid, { type: 'slider' });
  await insertAdvertisement(db, listed, { type: 'list' });
  await insertAdvertisement(db, expired, { type: 'slider', endsAt: at(1) });
  await insertAdvertisement(db, pendingAd, { type: 'slider', status: 'pending' });
  await insertAdvertisement(db, hidden, { type: 'slider' });
  await insertArticle(db, { slugId: 'guide' });
  const response = await api.call<HomepageDto>('GET', 'homepage-data');
  if (response.body.error) throw new Error(response.body.message);
  homepage = response.body.data;
  expect(rented.id).toBeGreaterThan(0);
});

describe('homepage-data', () => {
  it('puts only public listings with a running slider advertisement in the slider', () => {
    expect(homepage.slider.map((p) => p.slug_id)).toEqual(['slid']);
    expect(homepage.slider[0]?.promoted).toBe(true);
  });

  it('lists running list advertisements as featured', () => {
    expect(homepage.featured_properties.map((p) => p.slug_id)).toEqual(['listed']);
  });

  it('lists the newest public listings and the newest rentals', () => {
    expect(homepage.latest_properties.map((p) => p.slug_id)).toEqual([
      'rented',
      'pending-ad',
      'expired-ad',
      'listed',
      'slid',
    ]);
    expect(homepage.rent_properties.map((p) => p.slug_id)).toEqual(['rented']);
    expect(homepage.latest_properties.find((p) => p.slug_id === 'expired-ad')?.promoted).toBe(
      false,
    );
  });

  it('gives cards exact prices, rent durations, photo variants and first parameters', () => {
    const rented = homepage.rent_properties[0];
    expect(rented).toMatchObject({
      price: '1200.50',
      property_type: 'rent',
      rentduration: 'monthly',
    });
    const slid = homepage.slider[0];
    expect(slid?.title_image).toBe('/api/media/properties/abc-large.webp');
    expect(slid?.title_image_card).toBe('/api/media/properties/abc-card.webp');
    expect(slid?.parameters).toEqual([expect.objectContaining({ name: 'Bedrooms', value: '3' })]);
  });

  it('shows categories that have public listings, cities, articles and market stats', () => {
    expect(homepage.categories.map((c) => c.slug_id)).toEqual(['house']);
    expect(homepage.cities).toEqual([expect.objectContaining({ city: 'Springfield', count: 5 })]);
    expect(homepage.articles.map((a) => a.slug_id)).toEqual(['guide']);
    expect(homepage.stats).toEqual({ properties: 5, cities: 1, agents: 1 });
  });
});

describe('homepage-data carries only what the home page shows', () => {
  it('gives categories as tiles, without their parameters', () => {
    const [house] = homepage.categories;
    expect(house).toMatchObject({ category: 'House', properties_count: 5 });
    expect(house).not.toHaveProperty('parameter_types');
  });

  it('gives articles as cards: a summary, no body and no page metadata', () => {
    const [guide] = homepage.articles;
    expect(guide).toMatchObject({ slug_id: 'guide', summary: expect.any(String) });
    for (const field of ['description', 'meta_title', 'meta_description', 'meta_keywords']) {
      expect(guide).not.toHaveProperty(field);
    }
  });
});
