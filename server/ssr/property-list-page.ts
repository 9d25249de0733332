import type { QueryClient } from '@tanstack/react-query';
import { categoryTile, chosenCategory } from '@/contracts/category-tile';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { PropertyListPageProps } from '@/contracts/property-page-props';
import { toSearchQuery, type PropertyListFilters } from '@/contracts/property-list-filters';
import { filtersFromUrl } from '@/contracts/requests/property-list-query';
import { searchPropertiesSchema } from '@/contracts/requests/property-requests';
import { getCategories } from '../catalogue/get-categories';
import { getFacilitiesForFilter } from '../catalogue/get-facilities';
import type { Database } from '../db/database';
import { getCities } from '../places/get-cities';
import { searchProperties } from '../properties/search-properties';
import { filterCategoriesLimit, loadListingListPage, type ListContext } from './listing-list-page';
import { serverSidePage } from './server-side-page';

/**
 * `/properties`: the URL's filters (invalid values dropped), the first page of matching
 * listings and the filter panel's categories, facilities and cities (listing-list-page.ts).
 */
export function loadPropertyListPage(
  db: Database,
  context: ListContext,
): Promise<PropertyListPageProps> {
  return loadListingListPage(db, context, {
    strings: 'propertyList',
    filtersFromUrl,
    listQuery: (filters) =>
      searchPropertiesSchema.validate(toSearchQuery(filters), { stripUnknown: true }),
    listKey: propertyKeys.list,
    list: (database, query) => searchProperties(database, query, null, { withPromotedSlot: true }),
    prefetchFilterChoices: async (database, queryClient, filters) => {
      await Promise.all([
        prefetchFilterCategories(database, queryClient, filters),
        queryClient.prefetchQuery({
          queryKey: filterKeys.facilities(),
          queryFn: () => getFacilitiesForFilter(database),
        }),
        queryClient.prefetchQuery({
          queryKey: filterKeys.cities(),
          queryFn: () => getCities(database),
        }),
      ]);
      return {};
    },
  });
}

/**
 * The categories as choices, and the parameters of the one the URL names (the parameter filter
 * shows them): not every category's parameters, which the page never shows at once.
 */
async function prefetchFilterCategories(
  db: Database,
  queryClient: QueryClient,
  filters: PropertyListFilters,
): Promise<void> {
  const { categories } = await getCategories(db, { limit: filterCategoriesLimit, offset: 0 });
  queryClient.setQueryData(filterKeys.categories(), categories.map(categoryTile));
  const chosen = chosenCategory(filters, categories);
  if (chosen) {
    queryClient.setQueryData(filterKeys.categoryParameters(chosen.id), chosen.parameter_types);
  }
}

export const getServerSideProps = serverSidePage<PropertyListPageProps>(async (db, context) => ({
  props: await loadPropertyListPage(db, context),
}));
