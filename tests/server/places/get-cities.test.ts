import { beforeAll, describe, expect, it } from 'vitest';
import type { CityDto } from '@/contracts/dto/city-dto';
import {
  insertCategory,
  insertCityImage,
  insertProperty,
  insertUser,
} from '../../support/factories';
import { setUpApiTestServer } from '../../support/api-test-server';
import { setUpTestDatabase } from '../../support/test-database';

const handle = setUpTestDatabase();
const api = setUpApiTestServer(handle);

beforeAll(async () => {
  const db = handle.db;
  const owner = await insertUser(db);
  const category = await insertCategory(db);
  const place = (city: string, state: string, country: string) => ({ city, state, country });
  const london = place('London', 'England', 'United Kingdom');
  const dubai = place('Dubai', 'Dubai', 'United Arab Emirates');
  await insertProperty(db, owner, category, london);
  await insertProperty(db, owner, category, { ...london, city: 'london' });
  await insertProperty(db, owner, category, dubai);
  await insertProperty(db, owner, category, {
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
