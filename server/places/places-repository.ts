import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import { cityImages, properties } from '../db/schema';
import { isPublicListing } from '../properties/public-listing';

export interface CityWithListingsRow {
  city: string;
  state: string;
  country: string;
  count: number;
  /** The stored key of the city's picture, if one is kept for it. */
  image: string | null;
}

/** Cities with public listings (by lower-cased name), most listings first. */
export function readCitiesWithListings(
  db: Database,
  limit: number,
): Promise<CityWithListingsRow[]> {
  return db
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
}
