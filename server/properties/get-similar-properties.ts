import { and, asc, desc, eq, gte, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { qualified } from '../db/qualified';
import type { Viewer } from '../core/route';
import { findVisibleListing } from './get-property-detail';
import { loadPropertyCards } from './load-property-cards';
import { countPublicListings, newestFirst } from './property-card-repository';
import type { ListingDetailRow, ListingTarget } from './property-detail-repository';

/** What similar listings are chosen by: the listing's category, city and price. */
export type SimilarTo = Pick<ListingDetailRow, 'id' | 'categoryId' | 'city' | 'price'>;

/**
 * `get_property` with `get_simiilar=1`: the similar listings (findSimilarCards) and how many
 * public listings share the category. 404 when the viewer may not see the listing asked about.
 */
export async function getSimilarProperties(
  db: Database,
  target: ListingTarget,
  viewer: Viewer | null,
  limit: number,
): Promise<PropertyListDto> {
  const listing = await findVisibleListing(db, target, viewer);
  const [data, total] = await Promise.all([
    findSimilarCards(db, listing, limit, viewer?.userId ?? null),
    countPublicListings(db, sameCategoryAs(listing)),
  ]);
  return { data, total };
}

/**
 * Public listings of the same category, the same city first, then the closest in price; never
 * the listing itself. "Closest in price" is read from the (category, city, price) and
 * (category, price) indexes: the nearest `limit` at or above the price and the nearest below
 * it, merged, instead of sorting every listing of the category by distance.
 */
export async function findSimilarCards(
  db: Database,
  listing: SimilarTo,
  limit: number,
  viewerId: number | null,
): Promise<PropertyCardDto[]> {
  const sameCategory = sameCategoryAs(listing);
  const sameCity = sql`lower(${qualified(properties.city)}) = lower(${listing.city})`;
  const options = { viewerId };
  const inCity = await closestInPrice(
    db,
    and(sameCategory, sameCity),
    listing.price,
    limit,
    options,
  );
  if (inCity.length >= limit) return inCity;
  const elsewhere = await closestInPrice(
    db,
    and(sameCategory, not(sameCity)),
    listing.price,
    limit - inCity.length,
    options,
  );
  return [...inCity, ...elsewhere];
}

function sameCategoryAs(listing: SimilarTo): SQL | undefined {
  return and(eq(properties.categoryId, listing.categoryId), ne(properties.id, listing.id));
}

type Cards = PropertyCardDto[];

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
