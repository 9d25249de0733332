import type { PropertyListFilters } from '../property-list-filters';
import { listingKindKeys } from './listing-kind-keys';

const propertyBase = listingKindKeys<'properties', PropertyListFilters>('properties');

/** Query keys of the property calls. The list's key is its filter model (filtersFromUrl). */
export const propertyKeys = {
  ...propertyBase,
  similar: (slug: string) => [...propertyBase.all, 'similar', slug] as const,
  nearby: (city: string, type: string) => [...propertyBase.all, 'nearby', city, type] as const,
  reportReasons: () => [...propertyBase.all, 'report-reasons'] as const,
};
