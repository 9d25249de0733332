import { and, count, sql } from 'drizzle-orm';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { countAgents } from '../agents/agents-repository';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { isPublicListing } from './public-listing';

/**
 * The home page's market figures: public listings, their cities, and the agents — counted by the
 * one rule of who is an agent (server/agents/agent-rule.ts), as the agents list shows them.
 */
export async function readMarketStats(db: Database): Promise<HomepageDto['stats']> {
  const [[row], agents] = await Promise.all([
    db
      .select({
        properties: count(),
        cities: sql<number>`count(distinct lower(${properties.city}))::int`,
      })
      .from(properties)
      .where(and(isPublicListing())),
    countAgents(db),
  ]);
  return {
    properties: Number(row?.properties ?? 0),
    cities: Number(row?.cities ?? 0),
    agents,
  };
}
