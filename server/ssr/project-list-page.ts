import { categoryTile } from '@/contracts/category-tile';
import type { ProjectListPageProps } from '@/contracts/project-page-props';
import { toProjectsQuery } from '@/contracts/project-list-filters';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { projectFiltersFromUrl } from '@/contracts/requests/project-list-query';
import { getProjectsQuerySchema } from '@/contracts/requests/project-requests';
import { cachedAggregate } from '../cache/aggregate-cache';
import { getCategories } from '../catalogue/get-categories';
import type { Database } from '../db/database';
import { getProjectCities } from '../projects/get-project-cities';
import { getProjects } from '../projects/get-projects';
import { filterCategoriesLimit, loadListingListPage, type ListContext } from './listing-list-page';
import { serverSidePage } from './server-side-page';

/**
 * `/projects`: the URL's filters (invalid values dropped), the first page of matching public
 * projects, the categories and the cities with projects (listing-list-page.ts).
 */
export function loadProjectListPage(
  db: Database,
  context: ListContext,
): Promise<ProjectListPageProps> {
  return loadListingListPage(db, context, {
    strings: 'projectList',
    filtersFromUrl: projectFiltersFromUrl,
    listQuery: (filters) =>
      getProjectsQuerySchema.validate(toProjectsQuery(filters), { stripUnknown: true }),
    listKey: projectKeys.list,
    list: (database, query) => getProjects(database, query, null),
    prefetchFilterChoices: async (database, queryClient) => {
      const [cities] = await Promise.all([
        cachedAggregate(database, 'project-cities', () => getProjectCities(database)),
        queryClient.prefetchQuery({
          queryKey: filterKeys.categories(),
          queryFn: async () =>
            (
              await getCategories(database, { limit: filterCategoriesLimit, offset: 0 })
            ).categories.map(categoryTile),
        }),
      ]);
      return { cities };
    },
  });
}

export const getServerSideProps = serverSidePage<ProjectListPageProps>(async (db, context) => ({
  props: await loadProjectListPage(db, context),
}));
