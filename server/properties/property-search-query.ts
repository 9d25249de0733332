import { asc, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type {
  PostedSince,
  PropertyFilterQuery,
  PropertySort,
} from '@/contracts/requests/property-requests';
import {
  categories,
  parameters,
  properties,
  propertyFacilities,
  propertyParameters,
} from '../db/schema';
import { qualified } from '../db/qualified';
import { hasRunningAdvertisement, newestFirst } from './property-card-repository';

/**
 * Turns the filters of `get-property-list` into SQL: one condition per filter (all must hold)
 * and the order. The visibility rule is not here; the repository always adds it.
 */
export interface PropertySearchPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The default order: listings with a running advertisement come first (then newest). */
  promotedFirst: boolean;
}

/** The order a search ends up with: a sort option, or by similarity to the search words. */
export type PropertySearchOrder = PropertySort | 'relevance';

const postedSinceDays: Record<PostedSince, number> = {
  yesterday: 1,
  last_week: 7,
  last_month: 30,
  last_3_months: 90,
  last_6_months: 180,
};

const maxSearchWords = 6;
const maxId = 2_147_483_647;
/** Words shorter than this have too few trigrams for similarity: they match as substrings. */
const minTrigramWordLength = 3;

/**
 * The text a search looks in. The GIN trigram index `properties_search_text_trgm_idx` is built
 * over exactly this expression; change both together.
 */
export function searchableText(): SQL {
  return sql`(${qualified(properties.title)} || ' ' || ${qualified(properties.address)} || ' ' || ${qualified(properties.city)} || ' ' || ${qualified(properties.description)})`;
}

export function buildPropertySearch(
  filters: PropertyFilterQuery,
  options: { sort?: PropertySort } = {},
): PropertySearchPlan {
  const words = searchWords(filters.search);
  const conditions = [...filterConditions(filters), ...words.map(wordMatches)];
  const order = chooseOrder(filters, words, options.sort);
  return {
    where: conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined,
    orderBy: orderFor(order, words),
    promotedFirst: order === 'newest' && filters.promoted !== 1,
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
 * value (when both are numbers), the others equal to it (ignoring case).
 */
function hasParameter(parameterId: number, value: string | undefined): SQL {
  const stored = sql`trim(${qualified(propertyParameters.value)})`;
  const numberPattern = '^-?[0-9]+(\\.[0-9]+)?$';
  const valueMatches =
    value === undefined
      ? sql`${stored} <> ''`
      : new RegExp(numberPattern).test(value)
        ? sql`case when ${qualified(parameters.kind)} = 'number' then (case when ${stored} ~ ${numberPattern} then ${stored}::numeric >= ${value}::numeric else false end) else lower(${stored}) = lower(${value}) end`
        : sql`lower(${stored}) = lower(${value})`;
  return sql`exists (select 1 from ${propertyParameters} inner join ${parameters} on ${qualified(parameters.id)} = ${qualified(propertyParameters.parameterId)} where ${qualified(propertyParameters.propertyId)} = ${qualified(properties.id)} and ${qualified(propertyParameters.parameterId)} = ${parameterId} and ${valueMatches})`;
}

function searchWords(search: string | undefined): string[] {
  const words = (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return [...new Set(words)].slice(0, maxSearchWords);
}

/**
 * Typo-tolerant match of one word: a plain substring, or pg_trgm's word similarity (`%>`,
 * threshold pg_trgm.word_similarity_threshold, 0.6 by default). Both use the GIN trigram
 * index; the substring test is written first because it is the cheaper recheck. Words of one
 * or two letters only match as substrings.
 */
function wordMatches(word: string): SQL {
  const text = searchableText();
  const substring = sql`${text} ilike ${`%${escapeLike(word)}%`}`;
  if (word.length < minTrigramWordLength) return substring;
  return sql`(${substring} or ${text} %> ${word})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function chooseOrder(
  filters: PropertyFilterQuery,
  words: string[],
  forced: PropertySort | undefined,
): PropertySearchOrder {
  if (forced) return forced;
  if (filters.sort) return filters.sort;
  if (filters.most_viewed === 1) return 'most_viewed';
  if (filters.most_liked === 1) return 'most_liked';
  return words.length > 0 ? 'relevance' : 'newest';
}

function orderFor(order: PropertySearchOrder, words: string[]): SQL[] {
  const newest = newestFirst();
  switch (order) {
    case 'price_low':
      return [asc(properties.price), ...newest];
    case 'price_high':
      return [desc(properties.price), ...newest];
    case 'most_viewed':
      return [desc(properties.totalViews), ...newest];
    case 'most_liked':
      return [desc(properties.totalLikes), ...newest];
    case 'relevance':
      return [desc(similarityRank(words)), ...newest];
    default:
      return newest;
  }
}

/**
 * Sum of each word's similarity to the listing's title, address and city: matches there rank
 * above matches in the description only (and the short text keeps ranking cheap).
 */
function similarityRank(words: string[]): SQL {
  const text = sql`(${qualified(properties.title)} || ' ' || ${qualified(properties.address)} || ' ' || ${qualified(properties.city)})`;
  return sql`(${sql.join(
    words.map((word) => sql`word_similarity(${word}, ${text})`),
    sql` + `,
  )})`;
}
