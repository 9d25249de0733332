import type { GetServerSidePropsContext } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import type { Database } from '../db/database';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type AreaConverterContext = Pick<GetServerSidePropsContext, 'res'> & LocaleContext;

/**
 * `/area-converter`: the shell and the converter's strings; the conversions run in the browser
 * (utils/area-units.ts), so the page is the same for every visitor.
 */
export async function loadAreaConverterPage(
  db: Database,
  context: AreaConverterContext,
): Promise<PageBaseProps> {
  setPublicPageCache(context, { sMaxAge: 3600, staleWhileRevalidate: 86_400 });
  return loadPageBase(db, context, undefined, 'areaConverter');
}

export const getServerSideProps = serverSidePage<PageBaseProps>(async (db, context) => ({
  props: await loadAreaConverterPage(db, context),
}));
