import type { GetServerSidePropsContext } from 'next';
import { QueryClient } from '@tanstack/react-query';
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
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type ListContext = Pick<GetServerSidePropsContext, 'res' | 'query'> & LocaleContext;

/** The filter panel asks for up to this many categories (get_categories' largest page). */
const filterCategoriesLimit = 100;

/**
 * `/projects`: the URL's filters (invalid values dropped), the first page of matching public
 * projects, the categories and the cities with projects. Rendered anonymously (the session lives
 * in the browser), so shared caches may keep it briefly, like the property list.
 */
export async function loadProjectListPage(
  db: Database,
  context: ListContext,
): Promise<ProjectListPageProps> {
  const filters = projectFiltersFromUrl(context.query);
  const query = await getProjectsQuerySchema.validate(toProjectsQuery(filters), {
    stripUnknown: true,
  });
  const queryClient = new QueryClient();
  const [cities] = await Promise.all([
    cachedAggregate(db, 'project-cities', () => getProjectCities(db)),
    queryClient.prefetchQuery({
      queryKey: projectKeys.list(filters),
      queryFn: () => getProjects(db, query, null),
    }),
    queryClient.prefetchQuery({
      queryKey: filterKeys.categories(),
      queryFn: async () =>
        (await getCategories(db, { limit: filterCategoriesLimit, offset: 0 })).categories.map(
          categoryTile,
        ),
    }),
  ]);
  setPublicPageCache(context, { sMaxAge: 30, staleWhileRevalidate: 300 });
  return { ...(await loadPageBase(db, context, queryClient, 'projectList')), filters, cities };
}

export const getServerSideProps = serverSidePage<ProjectListPageProps>(async (db, context) => ({
  props: await loadProjectListPage(db, context),
}));
