import { desc, sql } from 'drizzle-orm';
import type { CityDto } from '@/contracts/dto/city-dto';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { cityImages, properties } from '../db/schema';
import { qualified } from '../db/qualified';
import { isPublicListing } from '../properties/public-listing';
import { mediaUrl } from '../storage/media-url';

/**
 * `get-cities-data`: cities with public listings, most listings first, with their picture.
 * Grouping every public listing is a scan: the answer is cached (server/cache).
 */
export function getCities(db: Database, limit = 50): Promise<CityDto[]> {
  return cachedAggregate(db, `cities:${limit}`, () => readCities(db, limit));
}

async function readCities(db: Database, limit: number): Promise<CityDto[]> {
  const rows = await db
    .select({
      city: sql<string>`min(${properties.city})`,
      state: sql<string>`min(${properties.state})`,
      country: sql<string>`min(${properties.country})`,
      count: sql<number>`count(*)::int`,
      image: sql<
        string | null
      >`(select ${cityImages.image} from ${cityImages} where lower(${qualified(cityImages.city)}) = lower(min(${qualified(properties.city)})) limit 1)`,
    })
    .from(properties)
    .where(isPublicListing())
    .groupBy(sql`lower(${properties.city})`)
    .orderBy(desc(sql`count(*)`), sql`min(${properties.city})`)
    .limit(limit);
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
