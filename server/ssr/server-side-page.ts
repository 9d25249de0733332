import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getLogger } from '../core/logger';
import { isConnectionLost } from '../db/connection-lost';
import { getDatabase } from '../db/client';
import type { Database } from '../db/database';
import { answerDatabaseUnavailable } from './database-unavailable-answer';
import { isOfferedLanguage, loadPageBase } from './load-page-base';
import { addServerTiming } from './server-timing';

export type PageLoader<P> = (
  db: Database,
  context: GetServerSidePropsContext,
) => Promise<GetServerSidePropsResult<P>>;

/**
 * `getServerSideProps` for a page in the URL's language: a language the site does not offer
 * (hidden in the languages table) is not found; otherwise `load` runs on the app's database.
 * A lost database answers 503 with Retry-After, not the 500 page (connection-lost.ts).
 */
export function serverSidePage<P extends object>(load: PageLoader<P>): GetServerSideProps<P> {
  return async (context) => {
    const started = performance.now();
    try {
      const db = await getDatabase();
      if (!(await isOfferedLanguage(db, context))) return { notFound: true };
      const result = await load(db, context);
      addServerTiming(context.res, 'data', performance.now() - started, 'Page data');
      return result;
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      getLogger().warn(
        { err: error, path: context.resolvedUrl },
        'page could not reach the database',
      );
      answerDatabaseUnavailable(context.res);
      // Never rendered: the answer has been sent (Next renders nothing after an ended response).
      return { props: {} as P };
    }
  };
}

/**
 * A personal page (sign-in, registration, /user/*, the admin's screens): the shell in the
 * URL's language; its content loads in the browser with the session. It differs per visitor,
 * so no shared cache may keep it.
 */
export const privateShellPage = serverSidePage<PageBaseProps>(async (db, context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  return { props: await loadPageBase(db, context) };
});
