import { QueryClient } from '@tanstack/react-query';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getHomepage } from '../properties/get-homepage';
import { loadPageBase } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

export const getServerSideProps = serverSidePage<PageBaseProps>(async (db, context) => {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: homepageKeys.detail(),
    queryFn: () => getHomepage(db),
  });
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  return { props: await loadPageBase(db, context, queryClient, 'home') };
});
