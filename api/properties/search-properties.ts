import type { ApiSuccess } from '@/contracts/api-envelope';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { toSearchQuery, type PropertyListFilters } from '@/contracts/property-list-filters';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { defineQuery } from '../define-query';
import { pageOf } from '../list-page';

/**
 * GET `get-property-list` (auth optional: signed-in viewers' cards carry `is_favourite`): one
 * page of listings, how many match in all (`total_is_capped` past 1,000) and the promoted slot.
 */
export const propertySearchQuery = defineQuery('get-property-list', {
  key: propertyKeys.list,
  query: (filters: PropertyListFilters) => toSearchQuery(filters),
  answer: (envelope: ApiSuccess<PropertyCardDto[]> & Partial<PropertyListDto>) => ({
    ...pageOf(envelope),
    total_is_capped: envelope.total_is_capped === true,
    promoted_properties: envelope.promoted_properties ?? [],
  }),
  keepsPrevious: true,
});

/**
 * The listings matching the list page's filters (prefetched by the server under
 * `propertyKeys.list(filters)`). While other filters load, the previous results stay shown.
 */
export const usePropertySearch = propertySearchQuery.use;
