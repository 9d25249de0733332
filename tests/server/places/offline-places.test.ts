import { describe, expect, it } from 'vitest';
import type {
  OfflineCityDto,
  OfflineCountryDto,
  OfflineStateDto,
} from '@/contracts/dto/offline-place-dto';
import { setUpApiTest } from '../../support/api-test-server';
import { insertSession, insertUser } from '../../support/factories';

const api = setUpApiTest();

function dataOf<T>(response: { body: { error: boolean } & ({ data: T } | { message: string }) }) {
  if (response.body.error || !('data' in response.body)) throw new Error('the call failed');
  return response.body.data;
}

describe('places/countries', () => {
  it('lists every country by name with its code and centre, cached publicly for a day', async () => {
    const response = await api.call<OfflineCountryDto[]>('GET', 'places/countries');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=86400');
    const countries = dataOf<OfflineCountryDto[]>(response);
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((country) => country.iso_code === 'AE')).toEqual({
      iso_code: 'AE',
      name: 'United Arab Emirates',
      latitude: 24,
      longitude: 54,
    });
  });

  it('answers signed-in callers privately', async () => {
    const user = await insertUser(api.db);
    const token = await insertSession(api.db, user.id);
    const response = await api.call('GET', 'places/countries', { token });
    expect(response.status).toBe(200);
  });
});

describe('places/states', () => {
  it('lists the states of a country, whatever the case of its code', async () => {
    const response = await api.call<OfflineStateDto[]>('GET', 'places/states', {
      query: { country: 'ae' },
    });
    const states = dataOf<OfflineStateDto[]>(response);
    const dubai = states.find((state) => state.name === 'Dubai');
    expect(dubai).toMatchObject({ iso_code: 'DU', country_code: 'AE' });
    expect(dubai?.latitude).toBeCloseTo(25.2, 1);
    expect(states.every((state) => state.country_code === 'AE')).toBe(true);
  });

  it('answers 404 for a country that does not exist', async () => {
    const response = await api.call('GET', 'places/states', { query: { country: 'QQ' } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: true, code: 'not_found' });
  });

  it('answers 422 with a field error for a malformed or missing country', async () => {
    const malformed = await api.call('GET', 'places/states', { query: { country: 'UAE' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ error: true, errors: { country: expect.any(String) } });
    const missing = await api.call('GET', 'places/states');
    expect(missing.status).toBe(422);
  });
});

describe('places/cities', () => {
  it('lists the cities of a state with their coordinates, by name', async () => {
    const response = await api.call<OfflineCityDto[]>('GET', 'places/cities', {
      query: { country: 'GB', state: 'ENG' },
    });
    const cities = dataOf<OfflineCityDto[]>(response);
    const london = cities.find((city) => city.name === 'London');
    expect(london?.latitude).toBeCloseTo(51.5, 1);
    expect(london?.longitude).toBeCloseTo(-0.13, 1);
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers 404 for a state the country does not have', async () => {
    const response = await api.call('GET', 'places/cities', {
      query: { country: 'AE', state: 'ENG' },
    });
    expect(response.status).toBe(404);
  });

  it('answers 422 when the state is missing or malformed', async () => {
    const missing = await api.call('GET', 'places/cities', { query: { country: 'GB' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { state: expect.any(String) } });
    const malformed = await api.call('GET', 'places/cities', {
      query: { country: 'GB', state: 'E N G' },
    });
    expect(malformed.status).toBe(422);
  });
});
