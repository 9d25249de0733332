import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getDatabase } from '../db/client';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import { defaultLocale, siteLocales } from '../pages/site-locales';
import { buildSitemap } from '../seo/sitemap';
import { answeringDatabaseLoss } from './database-unavailable-answer';
import { offeredLanguages } from './load-page-base';

type SitemapContext = Pick<GetServerSidePropsContext, 'res' | 'query'>;

/**
 * `/sitemap.xml` (and its parts `?page=N`): writes the XML itself and renders nothing.
 * Search engines fetch it rarely; shared caches keep it for an hour. A lost database answers 503
 * with Retry-After, which tells a crawler to come back.
 */
export async function writeSitemapPage(
  db: Database,
  context: SitemapContext,
): Promise<GetServerSidePropsResult<Record<string, never>>> {
  const rawPage = Array.isArray(context.query.page) ? context.query.page[0] : context.query.page;
  const page = rawPage === undefined ? undefined : /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 0;
  const locales = (await offeredLanguages(db, { locales: siteLocales() })).map(
    (language) => language.code,
  );
  locales.sort((a, b) => (a === defaultLocale ? -1 : b === defaultLocale ? 1 : 0));
  const xml = await buildSitemap(db, { siteUrl: getEnv().publicSiteUrl, page, locales });
  if (xml === null) return { notFound: true };
  context.res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  context.res.setHeader(
    'Cache-Control',
    'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  );
  context.res.end(xml);
  return { props: {} };
}

export const getServerSideProps: GetServerSideProps<Record<string, never>> = async (context) =>
  answeringDatabaseLoss(context, async () => writeSitemapPage(await getDatabase(), context), {
    props: {},
  });
