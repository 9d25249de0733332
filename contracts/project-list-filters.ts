import type { ProjectType } from './dto/project-dto';
import {
  listFilterModel,
  listingListFilterNames,
  type ListingListFilters,
} from './list-filter-model';

/**
 * The project list's filters (`/projects`): the list filter model (list-filter-model.ts) from the
 * URL to the filter form, the query key and the `get-projects` call, like the property list's.
 * The server makes it from the URL (`projectFiltersFromUrl`, the one place values are checked).
 * Its prices meet a project's range: `min_price` finds projects whose range reaches the amount,
 * `max_price` those starting ("from …") at or below it.
 */
export interface ProjectListFilters extends ListingListFilters {
  /** Where the construction stands (the project's `type`). */
  type?: ProjectType;
  /** Projects to be completed on or before this day (YYYY-MM-DD). */
  completion_before?: string;
}

/** The filter names in the order URLs carry them (the `get-projects` parameter names). */
export const projectListFilterNames = listingListFilterNames<ProjectListFilters>({
  afterCity: ['type'],
  last: ['completion_before'],
});

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

export const projectListFilterModel = listFilterModel<ProjectListFilters>({
  names: projectListFilterNames,
  pageSize: projectListPageSize,
  maxPage: maxProjectListPage,
});

export const {
  /** What `get-projects` is asked for these filters: the filters, `limit` and `offset`. */
  toApiQuery: toProjectsQuery,
  toUrlQuery: toProjectListUrlQuery,
  activeCount: activeProjectFilterCount,
} = projectListFilterModel;
