import type { GetServerSidePropsContext } from 'next';
import { QueryClient } from '@tanstack/react-query';
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
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type ListContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

/** The filter panel asks for up to this many categories (get_categories' largest page). */
const filterCategoriesLimit = 100;

/**
 * `/properties`: the URL's filters (invalid values dropped), the first page of matching
 * listings and the filter panel's categories, facilities and cities, all prefetched. The
 * server render is anonymous (the session lives in the browser), so shared caches may keep it.
 */
export async function loadPropertyListPage(
  db: Database,
  context: ListContext,
): Promise<PropertyListPageProps> {
  const filters = filtersFromUrl(context.query);
  const query = await searchPropertiesSchema.validate(toSearchQuery(filters), {
    stripUnknown: true,
  });
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: propertyKeys.list(filters),
      queryFn: () => searchProperties(db, query, null, { withPromotedSlot: true }),
    }),
    prefetchFilterCategories(db, queryClient, filters),
    queryClient.prefetchQuery({
      queryKey: filterKeys.facilities(),
      queryFn: () => getFacilitiesForFilter(db),
    }),
    queryClient.prefetchQuery({ queryKey: filterKeys.cities(), queryFn: () => getCities(db) }),
  ]);
  setPublicPageCache(context, { sMaxAge: 30, staleWhileRevalidate: 300 });
  return { ...(await loadPageBase(db, context, queryClient, 'propertyList')), filters };
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
