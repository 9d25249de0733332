import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { toSearchQuery, type PropertyListFilters } from '@/contracts/property-list-filters';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { callApi } from '../client';

/**
 * GET `get-property-list` (auth optional: signed-in viewers' cards carry `is_favourite`): one
 * page of listings, how many match in all (`total_is_capped` past 1,000) and the promoted slot.
 */
export async function fetchPropertySearch(
  filters: PropertyListFilters,
  signal?: AbortSignal,
): Promise<PropertyListDto> {
  const answer: Partial<PropertyListDto> & { data: PropertyCardDto[] } = await callApi<
    PropertyCardDto[]
  >({
    method: 'GET',
    path: 'get-property-list',
    query: toSearchQuery(filters),
    signal,
  });
  return {
    data: answer.data,
    total: answer.total ?? answer.data.length,
    total_is_capped: answer.total_is_capped === true,
    promoted_properties: answer.promoted_properties ?? [],
  };
}

export function propertySearchQueryOptions(filters: PropertyListFilters) {
  return queryOptions({
    queryKey: propertyKeys.list(filters),
    queryFn: ({ signal }) => fetchPropertySearch(filters, signal),
  });
}

/**
 * The listings matching the list page's filters (prefetched by the server under
 * `propertyKeys.list(filters)`). While other filters load, the previous results stay shown.
 */
export function usePropertySearch(filters: PropertyListFilters) {
  return useQuery({ ...propertySearchQueryOptions(filters), placeholderData: keepPreviousData });
}
