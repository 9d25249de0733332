import { and, asc, desc, eq, gte, lt, ne, not, sql, type SQL } from 'drizzle-orm';
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
 *
 * "Closest in price" is read from the (category, city, price) and (category, price) indexes:
 * the nearest `limit` at or above the price and the nearest below it, merged, instead of
 * sorting every listing of the category by distance.
 */
export async function getSimilarProperties(
  db: Database,
  target: ListingTarget,
  viewer: Viewer | null,
  limit: number,
): Promise<PropertyListDto> {
  const listing = await findVisibleListing(db, target, viewer);
  const sameCategory = and(
    eq(properties.categoryId, listing.categoryId),
    ne(properties.id, listing.id),
  );
  const sameCity = sql`lower(${qualified(properties.city)}) = lower(${listing.city})`;
  const options = { viewerId: viewer?.userId ?? null };
  const [inCity, total] = await Promise.all([
    closestInPrice(db, and(sameCategory, sameCity), listing.price, limit, options),
    countPublicListings(db, sameCategory),
  ]);
  const data =
    inCity.length >= limit
      ? inCity
      : [
          ...inCity,
          ...(await closestInPrice(
            db,
            and(sameCategory, not(sameCity)),
            listing.price,
            limit - inCity.length,
            options,
          )),
        ];
  return { data, total };
}

type Cards = Awaited<ReturnType<typeof loadPropertyCards>>;

async function closestInPrice(
  db: Database,
  where: SQL | undefined,
  price: string,
  limit: number,
  options: { viewerId: number | null },
): Promise<Cards> {
  const [above, below] = await Promise.all([
    loadPropertyCards(
      db,
      {
        where: and(where, gte(properties.price, price)),
        orderBy: [asc(properties.price), ...newestFirst()],
        limit,
      },
      options,
    ),
    loadPropertyCards(
      db,
      {
        where: and(where, lt(properties.price, price)),
        orderBy: [desc(properties.price), ...newestFirst()],
        limit,
      },
      options,
    ),
  ]);
  const target = Number(price);
  const distance = (card: Cards[number]) => Math.abs(Number(card.price) - target);
  return [...above, ...below]
    .sort(
      (a, b) =>
        distance(a) - distance(b) || b.created_at.localeCompare(a.created_at) || b.id - a.id,
    )
    .slice(0, limit);
}
