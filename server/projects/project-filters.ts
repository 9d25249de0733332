import { and, eq, ilike, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import { postedSinceDays } from '@/contracts/property-list-options';
import type { GetProjectsQuery } from '@/contracts/requests/project-requests';
import { qualified } from '../db/qualified';
import { projects } from '../db/schema';
import { fullTextQuery } from '../properties/property-search-query';

/** LIKE wildcards in a visitor's text are taken literally. */
const literal = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** A place equals the given one, ignoring case (the city index is on lower(city)). */
const samePlace = (column: Column, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/**
 * Free text: the project's full-text vector matches it (both languages, Arabic letters folded,
 * as for properties), or every word appears in the title, the location or the city (a part of
 * a word, like "harb" for Harbour, as a visitor types it).
 */
export function projectSearchSql(search: string | undefined): SQL | undefined {
  const text = (search ?? '').trim();
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return undefined;
  const everyWord = and(
    ...words.map((word) => {
      const pattern = `%${literal(word)}%`;
      return or(
        ilike(projects.title, pattern),
        ilike(projects.location, pattern),
        ilike(projects.city, pattern),
      );
    }),
  );
  return or(sql`${qualified(projects.searchVector)} @@ ${fullTextQuery(text)}`, everyWord);
}

/**
 * The conditions of get-projects' filters (public visibility is added by the caller). A price
 * filter keeps the projects whose range meets it: min_price keeps those whose top (or start,
 * without a top) reaches it; max_price those starting at or below it.
 */
export function projectFilterSql(query: GetProjectsQuery): SQL | undefined {
  return and(
    query.userid ? eq(projects.ownerId, query.userid) : undefined,
    query.category_id ? eq(projects.categoryId, query.category_id) : undefined,
    query.city ? samePlace(projects.city, query.city) : undefined,
    query.state ? samePlace(projects.state, query.state) : undefined,
    query.country ? samePlace(projects.country, query.country) : undefined,
    query.type ? eq(projects.type, query.type) : undefined,
    query.posted_since
      ? sql`${projects.createdAt} >= now() - make_interval(days => ${postedSinceDays[query.posted_since]})`
      : undefined,
    query.min_price !== undefined
      ? sql`coalesce(${projects.maxPrice}, ${projects.minPrice}) >= ${String(query.min_price)}::numeric`
      : undefined,
    query.max_price !== undefined
      ? sql`${projects.minPrice} <= ${String(query.max_price)}::numeric`
      : undefined,
    query.completion_before ? lte(projects.completionDate, query.completion_before) : undefined,
    projectSearchSql(query.search),
  );
}
