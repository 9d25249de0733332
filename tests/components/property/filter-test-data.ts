import { http } from 'msw';
import type { QueryKey } from '@tanstack/react-query';
import { categoryTile } from '@/contracts/category-tile';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { aCity } from '../../support/fixtures/homepage-fixture';
import { apiUrl, okEnvelope } from '../../support/msw-server';
import { someCategories, someFacilities } from './property-fixtures';

export const someCities = () => [
  aCity(),
  aCity({ city: 'Porto', state: 'Porto', count: 9, image: null }),
];

/**
 * The filter panel's data as the list page prefetches it: the categories as choices, and the
 * parameters of the category the URL names (`chosenSlug`).
 */
export function filterQueryData(chosenSlug?: string): Array<readonly [QueryKey, unknown]> {
  const categories = someCategories();
  const chosen = categories.find((category) => category.slug_id === chosenSlug);
  return [
    [filterKeys.categories(), categories.map(categoryTile)],
    ...(chosen
      ? [[filterKeys.categoryParameters(chosen.id), chosen.parameter_types] as const]
      : []),
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
