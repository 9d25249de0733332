import { pageOfOffset, pageWindow } from './page-window';
import type { PostedSince } from './property-list-options';

/**
 * One model of a list's filters (the property list's and the project list's are two of it),
 * built from the filter names: the URL query, the API query (`limit`/`offset` from the page),
 * clearing and counting. A list's filters are an object of the set values and `page` (from 1),
 * so equal filters are equal objects (a stable query key). Free of the validation library: list
 * pages' browser bundles read it; the server reads the URL with list-filters-from-url.ts.
 */
export interface ListFilters {
  /** The page of results, from 1. */
  page: number;
}

/**
 * The filters every listing kind's list has (the property list and the project list). A kind
 * reads the prices its own way (a project's price is a range).
 */
export interface ListingListFilters extends ListFilters {
  search?: string;
  category_id?: number;
  city?: string;
  min_price?: number;
  max_price?: number;
  posted_since?: PostedSince;
}

export type ListFilterName<F extends ListFilters> = Exclude<keyof F, 'page'> & string;

/** A kind's own filter names (those ListingListFilters does not have). */
type OwnFilterName<F extends ListingListFilters> = Exclude<
  ListFilterName<F>,
  ListFilterName<ListingListFilters>
>;

/** Where a kind's own filters stand among the shared ones in its URLs. */
export interface OwnFilterPlaces<F extends ListingListFilters> {
  /** After `category_id`. */
  afterCategory?: readonly OwnFilterName<F>[];
  /** After `city`. */
  afterCity?: readonly OwnFilterName<F>[];
  /** After `max_price`. */
  afterPrice?: readonly OwnFilterName<F>[];
  /** After `posted_since`, last. */
  last?: readonly OwnFilterName<F>[];
}

/**
 * A listing list's filter names in the order URLs carry them (the API's parameter names): the
 * shared ones (search, category, city, prices, posted since) with the kind's own in their places.
 */
export function listingListFilterNames<F extends ListingListFilters>(
  own: OwnFilterPlaces<F>,
): readonly (ListFilterName<ListingListFilters> | OwnFilterName<F>)[] {
  return [
    'search',
    'category_id',
    ...(own.afterCategory ?? []),
    'city',
    ...(own.afterCity ?? []),
    'min_price',
    'max_price',
    ...(own.afterPrice ?? []),
    'posted_since',
    ...(own.last ?? []),
  ];
}

export interface ListFilterSpec<F extends ListFilters> {
  /** The filter names in the order URLs carry them (the API's parameter names). */
  names: readonly ListFilterName<F>[];
  pageSize: number;
  /** The deepest page the list offers. */
  maxPage: number;
  /** Names that choose how results are shown, not which: kept on clearing, never counted. */
  presentation?: readonly ListFilterName<F>[];
  /** Names that only qualify another filter (a parameter's value): not counted. */
  companions?: readonly ListFilterName<F>[];
}

export interface ListFilterModel<F extends ListFilters> {
  names: readonly ListFilterName<F>[];
  pageSize: number;
  maxPage: number;
  /** The first page without filters. */
  none: F;
  /** The page ↔ offset conversion: page N starts at (N − 1) × page size. */
  offsetOfPage(page: number): number;
  pageOfOffset(offset: number): number;
  /** What the list call is asked for these filters: the filters, `limit` and `offset`. */
  toApiQuery(filters: F): Omit<F, 'page'> & { limit: number; offset: number };
  /** The URL query of these filters on `page` (no `page` for the first): only set values. */
  toUrlQuery(filters: F, page?: number): Record<string, string | number>;
  /** The same list without any filter (presentation kept), on page 1. */
  cleared(filters: F): F;
  /** How many filters are set (the mobile "Filters (3)" button). */
  activeCount(filters: F): number;
}

export function listFilterModel<F extends ListFilters>(
  spec: ListFilterSpec<F>,
): ListFilterModel<F> {
  const { names, pageSize, maxPage } = spec;
  const presentation = new Set<string>(spec.presentation);
  const uncounted = new Set<string>([...presentation, ...(spec.companions ?? [])]);
  const offsetOfPage = (page: number) => pageWindow(page, pageSize).offset;
  return {
    names,
    pageSize,
    maxPage,
    // Only `page` is required of a list's filters.
    none: { page: 1 } as F,
    offsetOfPage,
    pageOfOffset: (offset) => pageOfOffset(offset, pageSize),
    toApiQuery(filters) {
      const { page, ...rest } = filters;
      return { ...rest, limit: pageSize, offset: offsetOfPage(page) };
    },
    toUrlQuery(filters, page = filters.page) {
      const query: Record<string, string | number> = {};
      for (const name of names) {
        const value = filters[name];
        if (typeof value === 'string' || typeof value === 'number') query[name] = value;
      }
      if (page > 1) query.page = page;
      return query;
    },
    cleared(filters) {
      const kept = { page: 1 } as F;
      for (const name of names) {
        if (presentation.has(name) && filters[name] !== undefined) kept[name] = filters[name];
      }
      return kept;
    },
    activeCount: (filters) =>
      names.filter((name) => !uncounted.has(name) && filters[name] !== undefined).length,
  };
}
