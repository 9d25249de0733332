import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OfflineCityDto,
  OfflineCountryDto,
  OfflineStateDto,
} from '@/contracts/dto/offline-place-dto';
import { callApi } from '../client';
import { placeKeys } from '@/contracts/query-keys/places-keys';

/** GET `places/countries` (open): every country with its code and centre. */
export async function fetchOfflineCountries(signal?: AbortSignal): Promise<OfflineCountryDto[]> {
  const answer = await callApi<OfflineCountryDto[]>({
    method: 'GET',
    path: 'places/countries',
    auth: false,
    signal,
  });
  return answer.data;
}

/** GET `places/states` (open): the states of one country. */
export async function fetchOfflineStates(
  country: string,
  signal?: AbortSignal,
): Promise<OfflineStateDto[]> {
  const answer = await callApi<OfflineStateDto[]>({
    method: 'GET',
    path: 'places/states',
    query: { country },
    auth: false,
    signal,
  });
  return answer.data;
}

/** GET `places/cities` (open): the cities of one state. */
export async function fetchOfflineCities(
  country: string,
  state: string,
  signal?: AbortSignal,
): Promise<OfflineCityDto[]> {
  const answer = await callApi<OfflineCityDto[]>({
    method: 'GET',
    path: 'places/cities',
    query: { country, state },
    auth: false,
    signal,
  });
  return answer.data;
}

/** The world list does not change while a page is open. */
const never = Number.POSITIVE_INFINITY;

export function useOfflineCountries() {
  return useQuery(
    queryOptions({
      queryKey: placeKeys.countries(),
      queryFn: ({ signal }) => fetchOfflineCountries(signal),
      staleTime: never,
    }),
  );
}

/** The states of `country`; idle until a country is chosen. */
export function useOfflineStates(country: string) {
  return useQuery({
    queryKey: placeKeys.states(country),
    queryFn: ({ signal }) => fetchOfflineStates(country, signal),
    staleTime: never,
    enabled: country !== '',
  });
}

/** The cities of `state` in `country`; idle until both are chosen. */
export function useOfflineCities(country: string, state: string) {
  return useQuery({
    queryKey: placeKeys.cities(country, state),
    queryFn: ({ signal }) => fetchOfflineCities(country, state, signal),
    staleTime: never,
    enabled: country !== '' && state !== '',
  });
}
