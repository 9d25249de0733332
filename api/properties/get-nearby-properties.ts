import type { PropertyCardDto, PropertyType } from '@/contracts/dto/property-dto';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

export interface NearbyPlace {
  city: string;
  state: string;
  /** Only listings of this type ('sell' or 'rent'); '' for both. */
  type: PropertyType | '';
}

/**
 * GET `get_nearby_properties` (open): public listings in the same city and state; idle while
 * there is no city to look in.
 */
export const nearbyPropertiesQuery = defineQuery('get_nearby_properties', {
  auth: false,
  key: (place: NearbyPlace) => propertyKeys.nearby(place.city, place.type),
  query: (place) => ({ city: place.city, state: place.state, type: place.type }),
  answer: dataOf<PropertyCardDto[]>,
  enabled: (place) => place.city !== '',
});

export const useNearbyProperties = nearbyPropertiesQuery.use;
