import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FacilityFilterDto } from '@/contracts/dto/facility-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { callApi } from '../client';

/** GET `get-facilities-for-filter`: facilities with how many public listings mention them. */
export async function fetchFacilitiesForFilter(signal?: AbortSignal): Promise<FacilityFilterDto[]> {
  const answer = await callApi<FacilityFilterDto[]>({
    method: 'GET',
    path: 'get-facilities-for-filter',
    signal,
  });
  return answer.data;
}

export function facilitiesForFilterQueryOptions() {
  return queryOptions({
    queryKey: filterKeys.facilities(),
    queryFn: ({ signal }) => fetchFacilitiesForFilter(signal),
  });
}

/** The facilities of the filter panel (prefetched with the list page). */
export function useFacilitiesForFilter() {
  return useQuery(facilitiesForFilterQueryOptions());
}
