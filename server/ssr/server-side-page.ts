import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageBaseProps } from '@/contracts/page-base-props';
import { getDatabase } from '../db/client';
import type { Database } from '../db/database';
import { answeringDatabaseLoss } from './database-unavailable-answer';
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
    // Never rendered when the database went away: the 503 has been sent.
    return answeringDatabaseLoss(
      context,
      async () => {
        const db = await getDatabase();
        if (!(await isOfferedLanguage(db, context))) return { notFound: true };
        const result = await load(db, context);
        addServerTiming(context.res, 'data', performance.now() - started, 'Page data');
        return result;
      },
      { props: {} as P },
    );
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
