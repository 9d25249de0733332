import { eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import {
  postedSinceDays,
  promotedSlotSize,
  searchTotalCap,
} from '@/contracts/property-list-options';
import { maxId } from '@/contracts/requests/field-kit';
import type { PropertyFilterQuery, PropertySort } from '@/contracts/requests/property-requests';
import {
  categories,
  parameters,
  properties,
  propertyFacilities,
  propertyParameters,
} from '../db/schema';
import { qualified } from '../db/qualified';
import { foldArabicLetters } from '../db/schema/search-text';
import { hasRunningAdvertisement, type CardQuery } from './property-card-repository';

/**
 * Turns the filters of `get-property-list` into SQL: one condition per filter (all must hold)
 * and the order. The visibility rule is not here; the repository always adds it.
 */
export interface PropertySearchPlan {
  /** Every filter and the free text. */
  where: SQL | undefined;
  order: PropertySearchOrder;
  /** The free text, when there is any to search for. */
  text: string | null;
  /** The order, as the indexes can read it. */
  orderBy: SQL[];
}

/** How many listings match, as the capped count found (countPublicListingsUpTo). */
export interface MatchCount {
  total: number;
  isCapped: boolean;
}

/** The order a search ends up with: a sort option, or by relevance to the search text. */
export type PropertySearchOrder = PropertySort | 'relevance';

/** Whether the search text has anything to search for (a letter or a digit). */
export function hasSearchText(filters: Pick<PropertyFilterQuery, 'search'>): boolean {
  return /[\p{L}\p{N}]/u.test(filters.search ?? '');
}

export function buildPropertySearch(
  filters: PropertyFilterQuery,
  options: { sort?: PropertySort; ownerId?: number } = {},
): PropertySearchPlan {
  const text = hasSearchText(filters) ? (filters.search ?? '') : null;
  const conditions = [...filterConditions(filters)];
  if (options.ownerId) conditions.push(eq(properties.ownerId, options.ownerId));
  if (text !== null) conditions.push(matchesFullText(text));
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  const order = chooseOrder(filters, text !== null, options.sort);
  return { where, order, text, orderBy: orderFor(order, text, { indexed: true }) };
}

/**
 * A page of free-text results when more than the cap match: the newest `window` matches of
 * `where`, ranked by relevance (select-page-ids.ts reads it in one walk of the newest index).
 */
export interface RankedNewestQuery {
  rankNewest: { text: string; window: number };
  where: SQL | undefined;
  limit: number;
  offset: number;
}

/** The ids of a search's page: a card query's, or the ranked newest matches'. */
export type PageQuery = CardQuery | RankedNewestQuery;

/** What a search reads once it is counted: the page, and the promoted slot when asked. */
export interface SearchQueries {
  page: PageQuery;
  /** Up to three promoted matches in the page's order (null without the slot). */
  slot: CardQuery | null;
}

/**
 * The page and the slot, shaped by how many match. Up to the cap (an exact count), every
 * match is read through the filters' indexes and sorted, with an order no index provides:
 * at most 1,000 rows, however the filters and the order are correlated (walking an order's
 * index and filtering can read the whole market when a combination matches few or none,
 * such as an Arabic word in an American city). Past the cap, the order's index is walked and
 * the planner chooses; with free text only the newest 1,000 matches are ranked by relevance
 * (as many as can be paged through: RankedNewestQuery), so a word in every listing ranks as
 * fast as a rare one.
 */
export function planSearchQueries(
  plan: PropertySearchPlan,
  matches: MatchCount,
  options: { withPromotedSlot?: boolean; limit: number; offset: number },
): SearchQueries {
  const isFew = !matches.isCapped;
  const orderBy = isFew ? orderFor(plan.order, plan.text, { indexed: false }) : plan.orderBy;
  const { limit, offset } = options;
  const page: PageQuery =
    plan.order === 'relevance' && !isFew && plan.text !== null
      ? {
          rankNewest: { text: plan.text, window: searchTotalCap },
          where: plan.where,
          limit,
          offset,
        }
      : { where: plan.where, orderBy, limit, offset };
  const slotWhere = plan.where
    ? sql`${plan.where} and ${hasRunningAdvertisement()}`
    : hasRunningAdvertisement();
  return {
    page,
    slot: options.withPromotedSlot ? { where: slotWhere, orderBy, limit: promotedSlotSize } : null,
  };
}

function filterConditions(filters: PropertyFilterQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.property_type ? eq(properties.propertyType, filters.property_type) : undefined,
    filters.category_id ? eq(properties.categoryId, filters.category_id) : undefined,
    filters.category_slug_id ? inCategoryWithSlug(filters.category_slug_id) : undefined,
    filters.category_ids ? inArray(properties.categoryId, idList(filters.category_ids)) : undefined,
    filters.outdoor_facilitiy_ids
      ? nearAllFacilities(idList(filters.outdoor_facilitiy_ids))
      : undefined,
    filters.city ? samePlace(properties.city, filters.city) : undefined,
    filters.state ? samePlace(properties.state, filters.state) : undefined,
    filters.country ? samePlace(properties.country, filters.country) : undefined,
    ...priceConditions(filters),
    filters.posted_since ? postedWithin(postedSinceDays[filters.posted_since]) : undefined,
    filters.promoted === 1 ? hasRunningAdvertisement() : undefined,
    filters.parameter_id
      ? hasParameter(filters.parameter_id, filters.parameter_value || undefined)
      : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The ids of a comma-separated list; ones past PostgreSQL's integer range match nothing. */
function idList(value: string): number[] {
  const ids = value.split(',').filter(Boolean).map(Number);
  return [...new Set(ids.filter((id) => id <= maxId))];
}

function inCategoryWithSlug(slug: string): SQL {
  return sql`${qualified(properties.categoryId)} = (select ${qualified(categories.id)} from ${categories} where ${qualified(categories.slugId)} = ${slug})`;
}

/** Listings that list every one of the facilities nearby. */
function nearAllFacilities(facilityIds: number[]): SQL {
  if (facilityIds.length === 0) return sql`false`;
  const facilityId = qualified(propertyFacilities.facilityId);
  return sql`${qualified(properties.id)} in (select ${qualified(propertyFacilities.propertyId)} from ${propertyFacilities} where ${facilityId} in (${sql.join(
    facilityIds.map((id) => sql`${id}`),
    sql`, `,
  )}) group by ${qualified(propertyFacilities.propertyId)} having count(distinct ${facilityId}) = ${facilityIds.length})`;
}

/** Case-insensitive equality; `lower(city)` is what the city index is built on. */
function samePlace(column: Column, value: string): SQL {
  return sql`lower(${qualified(column)}) = lower(${value})`;
}

/** Exact numeric comparisons: the bounds go to PostgreSQL as decimal strings. */
function priceConditions(filters: PropertyFilterQuery): SQL[] {
  const bounds: { min?: string; max?: string }[] = [];
  if (filters.min_price !== undefined) bounds.push({ min: String(filters.min_price) });
  if (filters.max_price !== undefined) bounds.push({ max: String(filters.max_price) });
  if (filters.price_range) {
    const [min = '', max = ''] = filters.price_range.split('-');
    bounds.push({ min: min || undefined, max: max || undefined });
  }
  const price = qualified(properties.price);
  return bounds.flatMap(({ min, max }) => [
    ...(min === undefined ? [] : [sql`${price} >= ${min}::numeric`]),
    ...(max === undefined ? [] : [sql`${price} <= ${max}::numeric`]),
  ]);
}

function postedWithin(days: number): SQL {
  return sql`${qualified(properties.createdAt)} >= now() - make_interval(days => ${days}::int)`;
}

/**
 * The listing has the parameter; with a value, that value: number parameters at least the
 * value (when both are numbers), the others equal to it (ignoring case). The parameter's kind
 * is read once per statement (an uncorrelated subquery), not joined for every listing.
 */
function hasParameter(parameterId: number, value: string | undefined): SQL {
  const stored = sql`trim(${qualified(propertyParameters.value)})`;
  const numberPattern = '^-?[0-9]+(\\.[0-9]+)?$';
  const kind = sql`(select ${qualified(parameters.kind)} from ${parameters} where ${qualified(parameters.id)} = ${parameterId})`;
  const valueMatches =
    value === undefined
      ? sql`${stored} <> ''`
      : new RegExp(numberPattern).test(value)
        ? sql`case when ${kind} = 'number' then (case when ${stored} ~ ${numberPattern} then ${stored}::numeric >= ${value}::numeric else false end) else lower(${stored}) = lower(${value}) end`
        : sql`lower(${stored}) = lower(${value})`;
  return sql`exists (select 1 from ${propertyParameters} where ${qualified(propertyParameters.propertyId)} = ${qualified(properties.id)} and ${qualified(propertyParameters.parameterId)} = ${parameterId} and ${valueMatches})`;
}

/**
 * The text as a tsquery in both configurations (either may match), letters folded as the
 * stored vector's are. An English stop word alone ("the") still gives the Arabic query.
 */
export function fullTextQuery(text: string): SQL {
  const folded = foldArabicLetters(sql`${text}`);
  return sql`(websearch_to_tsquery('english'::regconfig, ${folded}) || websearch_to_tsquery('arabic'::regconfig, ${folded}))`;
}

/** The listing's vector matches the text (read from the GIN index properties_public_search_idx). */
export function matchesFullText(text: string): SQL {
  return sql`${qualified(properties.searchVector)} @@ ${fullTextQuery(text)}`;
}

function chooseOrder(
  filters: PropertyFilterQuery,
  hasText: boolean,
  forced: PropertySort | undefined,
): PropertySearchOrder {
  if (forced) return forced;
  if (filters.sort) return filters.sort;
  if (filters.most_viewed === 1) return 'most_viewed';
  if (filters.most_liked === 1) return 'most_liked';
  return hasText ? 'relevance' : 'newest';
}

/**
 * Every order ends newest first, then by id: a total order, so pages never overlap. Written
 * `desc nulls last` (the columns are never null) because that is how the public indexes are
 * ordered: a plain `desc` means `nulls first` and could not read them in order. With
 * `indexed: false` each key is an expression no index holds (`price + 0`): the same order,
 * sorted after the matches are read.
 */
function orderFor(
  order: PropertySearchOrder,
  text: string | null,
  { indexed }: { indexed: boolean },
): SQL[] {
  const key = (column: Column, zero: SQL = sql`0`) =>
    indexed ? sql`${column}` : sql`(${column} + ${zero})`;
  const newest = [
    sql`${key(properties.createdAt, sql`interval '0 s'`)} desc nulls last`,
    sql`${key(properties.id)} desc nulls last`,
  ];
  switch (order) {
    case 'price_low':
      return [sql`${key(properties.price)} asc`, ...newest];
    case 'price_high':
      return [sql`${key(properties.price)} desc`, ...newest];
    case 'most_viewed':
      return [sql`${key(properties.totalViews)} desc nulls last`, ...newest];
    case 'most_liked':
      return [sql`${key(properties.totalLikes)} desc nulls last`, ...newest];
    case 'relevance':
      return [...relevance(text ?? ''), ...newest];
    default:
      return newest;
  }
}

/**
 * Relevance: listings whose title holds the search (all of its words: ts_rank with weight
 * only on A, the title) first, then ts_rank over the whole weighted vector (title A, place B,
 * description C).
 */
function relevance(text: string): SQL[] {
  const { inTitle, rank } = relevanceKeys(text);
  return [sql`${inTitle} desc`, sql`${rank} desc`];
}

/** The two keys of relevance, as expressions over the listing in the query. */
export function relevanceKeys(text: string): { inTitle: SQL<boolean>; rank: SQL<number> } {
  const vector = qualified(properties.searchVector);
  const query = fullTextQuery(text);
  return {
    inTitle: sql<boolean>`ts_rank('{0, 0, 0, 1}'::float4[], ${vector}, ${query}) > 0`,
    rank: sql<number>`ts_rank(${vector}, ${query})`,
  };
}
