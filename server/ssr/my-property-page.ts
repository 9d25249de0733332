import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { isValidSlug } from '@/utils/slug';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { serverSidePage } from './server-side-page';

export interface MyPropertyPageProps extends PageBaseProps {
  slug: string;
}

/**
 * `/my-property/{slug}`: the shell and the slug. The listing loads in the browser with the
 * session (someone else's slug shows the not-found panel, since the API answers 404); a
 * malformed slug is the real 404 page at once. Personal, so never in a shared cache.
 */
export async function loadMyPropertyPage(
  db: Database,
  context: Pick<GetServerSidePropsContext, 'res' | 'params'> & LocaleContext,
): Promise<GetServerSidePropsResult<MyPropertyPageProps>> {
  const raw = context.params?.slug;
  const slug = typeof raw === 'string' ? raw : '';
  if (!isValidSlug(slug)) return { notFound: true };
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...(await loadPageBase(db, context)), slug } };
}

export const getServerSideProps = serverSidePage(loadMyPropertyPage);
