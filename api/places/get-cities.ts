import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityDto } from '@/contracts/dto/city-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { callApi } from '../client';

/** GET `get-cities-data` (open): cities with public listings, most listings first. */
export async function fetchCities(signal?: AbortSignal): Promise<CityDto[]> {
  const answer = await callApi<CityDto[]>({
    method: 'GET',
    path: 'get-cities-data',
    auth: false,
    signal,
  });
  return answer.data;
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: filterKeys.cities(),
    queryFn: ({ signal }) => fetchCities(signal),
  });
}

/** The cities of the filter panel (prefetched with the list page). */
export function useCities() {
  return useQuery(citiesQueryOptions());
}
