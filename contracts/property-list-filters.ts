import type { PropertyType } from './dto/property-dto';
import {
  propertyListPageSize,
  searchOffsetLimit,
  type PostedSince,
  type PropertySort,
} from './property-list-options';

/**
 * The property list's filters: ONE model from the URL to the filter form, the query key, the
 * `get-property-list` call and the server. The server makes it from the URL
 * (`filtersFromUrl` in contracts/requests/property-list-query.ts, the one place that checks and
 * normalises values); everything else reads it and turns it into URLs and API queries here.
 * Only set values are present, so equal filters are equal objects (a stable query key).
 */
export interface PropertyListFilters {
  search?: string;
  category_id?: number;
  category_slug_id?: string;
  /** Comma-separated ids: "1,4,7". */
  category_ids?: string;
  /** Comma-separated facility ids (the spec's spelling). */
  outdoor_facilitiy_ids?: string;
  property_type?: PropertyType;
  city?: string;
  state?: string;
  country?: string;
  min_price?: number;
  max_price?: number;
  /** "min-max", either side may be empty. */
  price_range?: string;
  posted_since?: PostedSince;
  most_viewed?: 1;
  most_liked?: 1;
  promoted?: 1;
  parameter_id?: number;
  /** With parameter_id: the value it must have (numbers: at least this value). */
  parameter_value?: string;
  sort?: PropertySort;
  /** The page of results, from 1. */
  page: number;
}

export type PropertyListFilterName = Exclude<keyof PropertyListFilters, 'page'>;

/** The filter names in the order URLs carry them. */
export const propertyListFilterNames = [
  'search',
  'category_id',
  'category_slug_id',
  'category_ids',
  'outdoor_facilitiy_ids',
  'property_type',
  'city',
  'state',
  'country',
  'min_price',
  'max_price',
  'price_range',
  'posted_since',
  'most_viewed',
  'most_liked',
  'promoted',
  'parameter_id',
  'parameter_value',
  'sort',
] as const satisfies readonly PropertyListFilterName[];

/** Names that choose how results are shown, not which: kept when the filters are cleared. */
const presentationNames: ReadonlySet<PropertyListFilterName> = new Set(['sort']);

/** The deepest page a list offers: the last inside the searchable window of results. */
export const maxPropertyListPage = Math.floor((searchOffsetLimit - 1) / propertyListPageSize) + 1;

/** The first page of a list without filters. */
export const noPropertyListFilters: PropertyListFilters = { page: 1 };

/** The page ↔ offset conversion, in one place: page N starts at (N − 1) × page size. */
export function offsetOfPage(page: number): number {
  return (page - 1) * propertyListPageSize;
}

export function pageOfOffset(offset: number): number {
  return Math.floor(offset / propertyListPageSize) + 1;
}

/** What `get-property-list` is asked for these filters: the filters, `limit` and `offset`. */
export function toSearchQuery(
  filters: PropertyListFilters,
): Omit<PropertyListFilters, 'page'> & { limit: number; offset: number } {
  const { page, ...rest } = filters;
  return { ...rest, limit: propertyListPageSize, offset: offsetOfPage(page) };
}

/** The URL query of these filters on `page` (no `page` for the first): only set values. */
export function toListUrlQuery(
  filters: PropertyListFilters,
  page: number = filters.page,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const name of propertyListFilterNames) {
    const value = filters[name];
    if (value !== undefined) query[name] = value;
  }
  if (page > 1) query.page = page;
  return query;
}

/** The same list without any filter (the order stays), on page 1. */
export function clearedFilters(filters: PropertyListFilters): PropertyListFilters {
  const kept: PropertyListFilters = { page: 1 };
  for (const name of presentationNames) {
    if (filters[name] !== undefined) Object.assign(kept, { [name]: filters[name] });
  }
  return kept;
}

/** How many filters are set (the mobile "Filters (3)" button). */
export function activeFilterCount(filters: PropertyListFilters): number {
  return propertyListFilterNames.filter(
    (name) =>
      name !== 'parameter_value' && !presentationNames.has(name) && filters[name] !== undefined,
  ).length;
}

/** Ids from a comma-separated list filter ("1,4,7"). */
export function idsOf(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}
