import { beforeAll, describe, expect, it } from 'vitest';
import type { CityDto } from '@/contracts/dto/city-dto';
import { insertCityImage, insertListingOwner } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';

const api = setUpApiTest();

beforeAll(async () => {
  const db = api.db;
  const { listing } = await insertListingOwner(db);
  const place = (city: string, state: string, country: string) => ({ city, state, country });
  const london = place('London', 'England', 'United Kingdom');
  const dubai = place('Dubai', 'Dubai', 'United Arab Emirates');
  await listing(london);
  await listing({ ...london, city: 'london' });
  await listing(dubai);
  await listing({
    ...place('Paris', 'Île-de-France', 'France'),
    reviewStatus: 'pending',
  });
  await insertCityImage(db, 'London', 'cities/london');
});

describe('get-cities-data', () => {
  it('groups public listings by city regardless of case, most listings first', async () => {
    const response = await api.call<CityDto[]>('GET', 'get-cities-data');
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.data).toEqual([
      {
        city: 'London',
        state: 'England',
        country: 'United Kingdom',
        count: 2,
        image: '/api/media/cities/london-card.webp',
      },
      { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', count: 1, image: null },
    ]);
  });
});
