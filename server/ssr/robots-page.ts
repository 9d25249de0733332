import type { GetServerSideProps } from 'next';
import { getEnv } from '../env';
import { buildRobotsTxt } from '../seo/robots';

/** `/robots.txt`: plain text written by the server; cached by shared caches for a day. */
export const getServerSideProps: GetServerSideProps<Record<string, never>> = async (context) => {
  context.res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  context.res.setHeader(
    'Cache-Control',
    'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800',
  );
  context.res.end(buildRobotsTxt(getEnv().publicSiteUrl));
  return { props: {} };
};
