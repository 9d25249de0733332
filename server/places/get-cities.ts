import type { CityDto } from '@/contracts/dto/city-dto';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { mediaUrl } from '../storage/media-url';
import { readCitiesWithListings } from './places-repository';

/**
 * `get-cities-data`: cities with public listings, most listings first, with their picture.
 * Grouping every public listing is a scan: the answer is cached (server/cache).
 */
export function getCities(db: Database, limit = 50): Promise<CityDto[]> {
  return cachedAggregate(db, `cities:${limit}`, () => readCities(db, limit));
}

async function readCities(db: Database, limit: number): Promise<CityDto[]> {
  const rows = await readCitiesWithListings(db, limit);
  return rows.map((row) => ({
    city: row.city,
    state: row.state,
    country: row.country,
    count: Number(row.count),
    image: row.image ? imageVariant(row.image) : null,
  }));
}

function imageVariant(key: string): string | null {
  return key.endsWith('.svg') ? mediaUrl(key) : mediaUrl(`${key}-card.webp`);
}
