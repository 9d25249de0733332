import type { GetServerSideProps } from 'next';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { homepageKeys } from '@/api/homepage/keys';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import { getHomepage } from '../properties/get-homepage';
import { loadPageBase } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';

export const getServerSideProps: GetServerSideProps<PageBaseProps> = async (context) => {
  const db = await getDatabase();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: homepageKeys.detail(),
    queryFn: () => getHomepage(db),
  });
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 600 });
  return { props: await loadPageBase(db, context, dehydrate(queryClient)) };
};
