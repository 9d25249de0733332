import type { GetServerSidePropsContext } from 'next';
import { QueryClient } from '@tanstack/react-query';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { contentKeys } from '@/contracts/query-keys/content-keys';
import { getFaqs } from '../content/get-faqs';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type FaqsContext = Pick<GetServerSidePropsContext, 'res'> & LocaleContext;

/** `/faqs`: the active questions, prefetched; the same for every visitor, so shared caches keep it. */
export async function loadFaqsPage(db: Database, context: FaqsContext): Promise<PageBaseProps> {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: contentKeys.faqs(), queryFn: () => getFaqs(db) });
  setPublicPageCache(context, { sMaxAge: 300, staleWhileRevalidate: 1800 });
  return loadPageBase(db, context, queryClient, 'faqs');
}

export const getServerSideProps = serverSidePage<PageBaseProps>(async (db, context) => ({
  props: await loadFaqsPage(db, context),
}));
