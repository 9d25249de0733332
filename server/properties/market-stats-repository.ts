import { and, count, sql } from 'drizzle-orm';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { isPublicListing } from './public-listing';

/** The home page's market figures: public listings, their cities and their owners. */
export async function readMarketStats(db: Database): Promise<HomepageDto['stats']> {
  const [row] = await db
    .select({
      properties: count(),
      cities: sql<number>`count(distinct lower(${properties.city}))::int`,
      agents: sql<number>`count(distinct ${properties.ownerId})::int`,
    })
    .from(properties)
    .where(and(isPublicListing()));
  return {
    properties: Number(row?.properties ?? 0),
    cities: Number(row?.cities ?? 0),
    agents: Number(row?.agents ?? 0),
  };
}
