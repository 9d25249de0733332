import type {
  OfflineCityDto,
  OfflineCountryDto,
  OfflineStateDto,
} from '@/contracts/dto/offline-place-dto';
import { placeKeys } from '@/contracts/query-keys/places-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** The world list does not change while a page is open. */
const never = Number.POSITIVE_INFINITY;

/** GET `places/countries` (open): every country with its code and centre. */
export const offlineCountriesQuery = defineQuery('places/countries', {
  auth: false,
  key: placeKeys.countries,
  answer: dataOf<OfflineCountryDto[]>,
  staleTime: never,
});

/** GET `places/states` (open): the states of one country; idle until a country is chosen. */
export const offlineStatesQuery = defineQuery('places/states', {
  auth: false,
  key: placeKeys.states,
  query: (country) => ({ country }),
  answer: dataOf<OfflineStateDto[]>,
  staleTime: never,
  enabled: (country) => country !== '',
});

/** GET `places/cities` (open): the cities of one state; idle until both are chosen. */
export const offlineCitiesQuery = defineQuery('places/cities', {
  auth: false,
  key: placeKeys.cities,
  query: (country, state) => ({ country, state }),
  answer: dataOf<OfflineCityDto[]>,
  staleTime: never,
  enabled: (country, state) => country !== '' && state !== '',
});

export const useOfflineCountries = offlineCountriesQuery.use;
export const useOfflineStates = offlineStatesQuery.use;
export const useOfflineCities = offlineCitiesQuery.use;
