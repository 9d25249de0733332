import { http } from 'msw';
import type { QueryKey } from '@tanstack/react-query';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { aCity } from '../../support/fixtures/homepage-fixture';
import { apiUrl, okEnvelope } from '../../support/msw-server';
import { someCategories, someFacilities } from './property-fixtures';

export const someCities = () => [
  aCity(),
  aCity({ city: 'Porto', state: 'Porto', count: 9, image: null }),
];

/** The filter panel's data as the list page prefetches it. */
export function filterQueryData(): Array<readonly [QueryKey, unknown]> {
  return [
    [filterKeys.categories(), someCategories()],
    [filterKeys.facilities(), someFacilities()],
    [filterKeys.cities(), someCities()],
  ];
}

/** The same data from the API (the test QueryClient refetches what it was given). */
export function filterHandlers() {
  return [
    http.get(apiUrl('get_categories'), () => okEnvelope(someCategories())),
    http.get(apiUrl('get-facilities-for-filter'), () => okEnvelope(someFacilities())),
    http.get(apiUrl('get-cities-data'), () => okEnvelope(someCities())),
  ];
}
