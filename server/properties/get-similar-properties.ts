import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { qualified } from '../db/qualified';
import type { Viewer } from '../http/route';
import { findVisibleListing } from './get-property-detail';
import { loadPropertyCards } from './load-property-cards';
import { countPublicListings, newestFirst } from './property-card-repository';
import type { ListingTarget } from './property-detail-repository';

/**
 * `get_property` with `get_simiilar=1`: public listings of the same category, the same city
 * first, then the closest in price; never the listing itself. 404 when the viewer may not see
 * the listing asked about.
 */
export async function getSimilarProperties(
  db: Database,
  target: ListingTarget,
  viewer: Viewer | null,
  limit: number,
): Promise<PropertyListDto> {
  const listing = await findVisibleListing(db, target, viewer);
  const where = and(eq(properties.categoryId, listing.categoryId), ne(properties.id, listing.id));
  const orderBy = [
    desc(sql`(lower(${qualified(properties.city)}) = lower(${listing.city}))`),
    asc(sql`abs(${qualified(properties.price)} - ${listing.price}::numeric)`),
    ...newestFirst(),
  ];
  const [data, total] = await Promise.all([
    loadPropertyCards(db, { where, orderBy, limit }, { viewerId: viewer?.userId ?? null }),
    countPublicListings(db, where),
  ]);
  return { data, total };
}
