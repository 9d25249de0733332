import type { PropertyType } from './dto/property-dto';
import {
  listFilterModel,
  listingListFilterNames,
  type ListingListFilters,
} from './list-filter-model';
import {
  propertyListPageSize,
  searchOffsetLimit,
  type PropertySort,
} from './property-list-options';

/**
 * The property list's filters: the list filter model (list-filter-model.ts) from the URL to the
 * filter form, the query key, the `get-property-list` call and the server. The server makes it
 * from the URL (`filtersFromUrl` in contracts/requests/property-list-query.ts, the one place
 * that checks and normalises values); everything else reads it and turns it into URLs and API
 * queries here.
 */
export interface PropertyListFilters extends ListingListFilters {
  category_slug_id?: string;
  /** Comma-separated ids: "1,4,7". */
  category_ids?: string;
  /** Comma-separated facility ids (the spec's spelling). */
  outdoor_facilitiy_ids?: string;
  property_type?: PropertyType;
  state?: string;
  country?: string;
  /** "min-max", either side may be empty. */
  price_range?: string;
  most_viewed?: 1;
  most_liked?: 1;
  promoted?: 1;
  parameter_id?: number;
  /** With parameter_id: the value it must have (numbers: at least this value). */
  parameter_value?: string;
  sort?: PropertySort;
}

/** The filter names in the order URLs carry them. */
export const propertyListFilterNames = listingListFilterNames<PropertyListFilters>({
  afterCategory: ['category_slug_id', 'category_ids', 'outdoor_facilitiy_ids', 'property_type'],
  afterCity: ['state', 'country'],
  afterPrice: ['price_range'],
  last: ['most_viewed', 'most_liked', 'promoted', 'parameter_id', 'parameter_value', 'sort'],
});

/** The deepest page a list offers: the last inside the searchable window of results. */
export const maxPropertyListPage = Math.floor((searchOffsetLimit - 1) / propertyListPageSize) + 1;

export const propertyListFilterModel = listFilterModel<PropertyListFilters>({
  names: propertyListFilterNames,
  pageSize: propertyListPageSize,
  maxPage: maxPropertyListPage,
  presentation: ['sort'],
  companions: ['parameter_value'],
});

/** The first page of a list without filters. */
export const noPropertyListFilters = propertyListFilterModel.none;

export const {
  offsetOfPage,
  pageOfOffset,
  /** What `get-property-list` is asked for these filters: the filters, `limit` and `offset`. */
  toApiQuery: toSearchQuery,
  toUrlQuery: toListUrlQuery,
  cleared: clearedFilters,
  activeCount: activeFilterCount,
} = propertyListFilterModel;

/** Ids from a comma-separated list filter ("1,4,7"). */
export function idsOf(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}
