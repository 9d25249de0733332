import type { CityDto } from '@/contracts/dto/city-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get-cities-data` (open): cities with public listings, most listings first. */
export const citiesQuery = defineQuery('get-cities-data', {
  auth: false,
  key: filterKeys.cities,
  answer: dataOf<CityDto[]>,
});

/** The cities of the filter panel (prefetched with the list page). */
export const useCities = citiesQuery.use;
