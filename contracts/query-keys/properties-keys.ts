import type { PropertyListFilters } from '../property-list-filters';

/** Query keys of the property calls. The list's key is its filter model (filtersFromUrl). */
export const propertyKeys = {
  all: ['properties'] as const,
  /** Every list query, whatever its filters (for updating them all). */
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (filters: PropertyListFilters) => [...propertyKeys.all, 'list', filters] as const,
  detail: (slug: string) => [...propertyKeys.all, 'detail', slug] as const,
  similar: (slug: string) => [...propertyKeys.all, 'similar', slug] as const,
  nearby: (city: string, type: string) => [...propertyKeys.all, 'nearby', city, type] as const,
  favourites: (page: { limit: number; offset: number }) =>
    [...propertyKeys.all, 'favourites', page] as const,
  reportReasons: () => [...propertyKeys.all, 'report-reasons'] as const,
};
