import type { ProjectType } from './dto/project-dto';
import type { PostedSince } from './property-list-options';

/**
 * The project list's filters (`/projects`): ONE model from the URL to the filter form, the query
 * key and the `get-projects` call, like the property list's (contracts/property-list-filters.ts).
 * The server makes it from the URL (`projectFiltersFromUrl`, the one place values are checked);
 * only set values are present, so equal filters are equal objects (a stable query key). Free of
 * the validation library: the list page's browser bundle reads it.
 */
export interface ProjectListFilters {
  search?: string;
  category_id?: number;
  city?: string;
  /** Where the construction stands (the project's `type`). */
  type?: ProjectType;
  /** Projects whose price range reaches this amount. */
  min_price?: number;
  /** Projects starting ("from …") at or below this amount. */
  max_price?: number;
  posted_since?: PostedSince;
  /** Projects to be completed on or before this day (YYYY-MM-DD). */
  completion_before?: string;
  /** The page of results, from 1. */
  page: number;
}

export type ProjectListFilterName = Exclude<keyof ProjectListFilters, 'page'>;

/** The filter names in the order URLs carry them (the `get-projects` parameter names). */
export const projectListFilterNames = [
  'search',
  'category_id',
  'city',
  'type',
  'min_price',
  'max_price',
  'posted_since',
  'completion_before',
] as const satisfies readonly ProjectListFilterName[];

/** How many years ahead the "Completed by" filter offers (this year's end, then the next …). */
export const completionYearsAhead = 5;

/**
 * The "Completed by" choices from `today`: the last day of this year and of each of the next
 * `completionYearsAhead` years, as `completion_before` values (YYYY-12-31).
 */
export function completionBeforeOptions(today: Date = new Date()): string[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: completionYearsAhead + 1 }, (_, index) => `${year + index}-12-31`);
}

/** How many of the newest projects the home page shows. */
export const homeProjectsLimit = 4;

/** Projects per page of `/projects`. */
export const projectListPageSize = 12;

/** The deepest page the list offers (get-projects pages are cheap, but keep URLs bounded). */
export const maxProjectListPage = 500;

/** What `get-projects` is asked for these filters: the filters, `limit` and `offset`. */
export function toProjectsQuery(
  filters: ProjectListFilters,
): Omit<ProjectListFilters, 'page'> & { limit: number; offset: number } {
  const { page, ...rest } = filters;
  return { ...rest, limit: projectListPageSize, offset: (page - 1) * projectListPageSize };
}

/** The URL query of these filters on `page` (no `page` for the first): only set values. */
export function toProjectListUrlQuery(
  filters: ProjectListFilters,
  page: number = filters.page,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const name of projectListFilterNames) {
    const value = filters[name];
    if (value !== undefined) query[name] = value;
  }
  if (page > 1) query.page = page;
  return query;
}

/** How many filters are set (the mobile "Filters (3)" button). */
export function activeProjectFilterCount(filters: ProjectListFilters): number {
  return projectListFilterNames.filter((name) => filters[name] !== undefined).length;
}
