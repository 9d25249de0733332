import { QueryClient } from '@tanstack/react-query';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { homeProjectsLimit } from '@/contracts/project-list-filters';
import { cachedAggregate } from '../cache/aggregate-cache';
import { getProjects } from '../projects/get-projects';
import { getHomepage } from '../properties/get-homepage';
import { loadPageBase } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

export const getServerSideProps = serverSidePage<PageBaseProps>(async (db, context) => {
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: homepageKeys.detail(),
      queryFn: () => getHomepage(db),
    }),
    queryClient.prefetchQuery({
      queryKey: projectKeys.newest(homeProjectsLimit),
      queryFn: () =>
        cachedAggregate(
          db,
          'home-projects',
          async () => (await getProjects(db, { limit: homeProjectsLimit, offset: 0 }, null)).data,
        ),
    }),
  ]);
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  return { props: await loadPageBase(db, context, queryClient, 'home') };
});
