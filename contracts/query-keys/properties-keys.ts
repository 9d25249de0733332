/** Query keys of the property calls. Filters are the normalised query of the list page. */
export type PropertyListFilters = Record<string, string | number>;

export const propertyKeys = {
  all: ['properties'] as const,
  list: (filters: PropertyListFilters) => [...propertyKeys.all, 'list', filters] as const,
  detail: (slug: string) => [...propertyKeys.all, 'detail', slug] as const,
  similar: (slug: string) => [...propertyKeys.all, 'similar', slug] as const,
  nearby: (city: string, type: string) => [...propertyKeys.all, 'nearby', city, type] as const,
  favourites: (page: { limit: number; offset: number }) =>
    [...propertyKeys.all, 'favourites', page] as const,
  reportReasons: () => [...propertyKeys.all, 'report-reasons'] as const,
};
