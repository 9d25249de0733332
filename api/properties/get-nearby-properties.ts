import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto, PropertyType } from '@/contracts/dto/property-dto';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

export interface NearbyPlace {
  city: string;
  state: string;
  /** Only listings of this type ('sell' or 'rent'); '' for both. */
  type: PropertyType | '';
}

/** GET `get_nearby_properties` (open): public listings in the same city and state. */
export async function fetchNearbyProperties(
  place: NearbyPlace,
  signal?: AbortSignal,
): Promise<PropertyCardDto[]> {
  const answer = await callApi<PropertyCardDto[]>({
    method: 'GET',
    path: 'get_nearby_properties',
    query: { city: place.city, state: place.state, type: place.type },
    auth: false,
    signal,
  });
  return answer.data;
}

export function nearbyPropertiesQueryOptions(place: NearbyPlace) {
  return queryOptions({
    queryKey: propertyKeys.nearby(place.city, place.type),
    queryFn: ({ signal }) => fetchNearbyProperties(place, signal),
  });
}

/** Listings near a place; idle while there is no city to look in. */
export function useNearbyProperties(place: NearbyPlace) {
  return useQuery({ ...nearbyPropertiesQueryOptions(place), enabled: place.city !== '' });
}
