import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import { propertyListPageSize } from '@/contracts/property-list-options';
import { callApi } from '../client';
import { propertyKeys, type PropertyListFilters } from '@/contracts/query-keys/properties-keys';

/** The list page's number (1 for none or nonsense) from its filters. */
export function pageOfFilters(filters: PropertyListFilters): number {
  const page = Number(filters.page ?? 1);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The `get-property-list` query for the list page's filters: the URL's `page` becomes
 * `offset`, `limit` defaults to the page size, empty values are left out.
 */
export function searchQueryFromFilters(
  filters: PropertyListFilters,
): Record<string, string | number> {
  const { page: _page, ...rest } = filters;
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (value !== '' && value !== undefined && value !== null) query[name] = value;
  }
  const limit = Number(query.limit ?? propertyListPageSize);
  query.limit = limit;
  if (query.offset === undefined) query.offset = (pageOfFilters(filters) - 1) * limit;
  return query;
}

/**
 * GET `get-property-list` (auth optional: signed-in viewers' cards carry `is_favourite`): one
 * page of listings and how many match in all.
 */
export async function fetchPropertySearch(
  filters: PropertyListFilters,
  signal?: AbortSignal,
): Promise<PropertyListDto> {
  const answer = await callApi<PropertyCardDto[]>({
    method: 'GET',
    path: 'get-property-list',
    query: searchQueryFromFilters(filters),
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
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
