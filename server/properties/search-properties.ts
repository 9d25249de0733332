import { and, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { PropertySort, SearchPropertiesQuery } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../http/route';
import { loadPropertyCards } from './load-property-cards';
import {
  countPublicListings,
  hasRunningAdvertisement,
  listPromotedListingIds,
} from './property-card-repository';
import { buildPropertySearch, type PropertySearchPlan } from './property-search-query';

export interface SearchOptions {
  /** Only this owner's public listings (`get_property` with `userid`). */
  ownerId?: number;
  /** An order that wins over the query's (`get_property` with `top_rated`). */
  sort?: PropertySort;
}

/**
 * Running advertisements are few; past this many matching ones the page is ordered in one
 * query instead (same result, slower).
 */
const promotedIdsCap = 500;

/**
 * `get-property-list`: public listings matching every filter, a page of cards and the total.
 * In the default order (newest) listings with a running advertisement come first, marked
 * `promoted`; a signed-in viewer's cards carry `is_favourite`.
 */
export async function searchProperties(
  db: Database,
  query: SearchPropertiesQuery,
  viewer: Viewer | null,
  options: SearchOptions = {},
): Promise<PropertyListDto> {
  const plan = buildPropertySearch(query, { sort: options.sort });
  const where = options.ownerId
    ? and(eq(properties.ownerId, options.ownerId), plan.where)
    : plan.where;
  const page = { limit: query.limit, offset: query.offset, viewerId: viewer?.userId ?? null };
  const [total, data] = await Promise.all([
    countPublicListings(db, where),
    plan.promotedFirst
      ? loadPromotedFirst(db, { ...plan, where }, page)
      : loadPropertyCards(
          db,
          { where, orderBy: plan.orderBy, limit: page.limit, offset: page.offset },
          { viewerId: page.viewerId },
        ),
  ]);
  return { data, total };
}

interface PageWindow {
  limit: number;
  offset: number;
  viewerId: number | null;
}

/**
 * The default order without sorting every match: the (few) promoted matches first, then the
 * others newest first, each read through an index in order and cut at the page's end.
 */
async function loadPromotedFirst(db: Database, plan: PropertySearchPlan, page: PageWindow) {
  const promotedIds = await listPromotedListingIds(db, plan.where, plan.orderBy, promotedIdsCap);
  const options = { viewerId: page.viewerId };
  if (promotedIds.length >= promotedIdsCap) {
    const orderBy: SQL[] = [desc(hasRunningAdvertisement()), ...plan.orderBy];
    return loadPropertyCards(db, { where: plan.where, orderBy, ...page }, options);
  }
  const onPage = promotedIds.slice(page.offset, page.offset + page.limit);
  const remaining = page.limit - onPage.length;
  const [promoted, others] = await Promise.all([
    onPage.length > 0
      ? loadPropertyCards(
          db,
          { where: inArray(properties.id, onPage), orderBy: plan.orderBy, limit: onPage.length },
          options,
        )
      : [],
    remaining > 0
      ? loadPropertyCards(
          db,
          {
            where: and(plan.where, not(hasRunningAdvertisement())),
            orderBy: plan.orderBy,
            limit: remaining,
            offset: Math.max(0, page.offset - promotedIds.length),
          },
          options,
        )
      : [],
  ]);
  return [...promoted, ...others];
}
