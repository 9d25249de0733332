import type { GetServerSidePropsContext } from 'next';
import { answerDatabaseUnavailable } from '../core/database-unavailable';
import { getLogger } from '../core/logger';
import { isConnectionLost } from '../db/connection-lost';

/**
 * Runs a page's server work (getServerSideProps); when its database went away the page answers
 * what the API does, 503 with Retry-After and a plain sentence in the page's language, never the
 * 500 page, and `ended` is given back to Next, which renders nothing after an ended response.
 */
export async function answeringDatabaseLoss<Result>(
  context: Pick<GetServerSidePropsContext, 'res' | 'resolvedUrl' | 'locale'>,
  work: () => Promise<Result>,
  ended: Result,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    getLogger().warn(
      { err: error, path: context.resolvedUrl },
      'page could not reach the database',
    );
    answerDatabaseUnavailable(context.res, context.locale);
    return ended;
  }
}
