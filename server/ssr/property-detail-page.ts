import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { QueryClient } from '@tanstack/react-query';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { PropertyDetailPageProps } from '@/contracts/property-page-props';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/client-address';
import { getLogger } from '../http/logger';
import { getPropertyDetail } from '../properties/get-property-detail';
import { getReportReasons } from '../properties/get-report-reasons';
import { getSimilarProperties } from '../properties/get-similar-properties';
import { recordPropertyView } from '../properties/record-property-view';
import { listingSeo } from '../seo/listing-seo';
import { cachedAggregate } from '../cache/aggregate-cache';
import { getWebSettings } from '../settings/get-web-settings';
import { loadPageBase, type LocaleContext } from './load-page-base';
import { setPublicPageCache } from './public-page-cache';
import { serverSidePage } from './server-side-page';

type DetailContext = Pick<GetServerSidePropsContext, 'req' | 'res' | 'params'> & LocaleContext;

/** How many similar listings the page shows (the UI's `similarPropertiesLimit`). */
const similarLimit = 4;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `/properties-details/{slug}`: the public listing, its similar listings and the report
 * reasons, prefetched; an unknown, unapproved or inactive slug renders the real 404 page.
 *
 * The view is counted here, at render time, and not by the `get_property` call, so that
 * prefetches, refetches and robots calling the API do not count. Trade-off: the page is
 * anonymous and kept by shared caches for 60 s (plus stale-while-revalidate), and a render
 * served from a cache is not counted; a view count a little low on busy listings is the
 * price of serving them fast.
 */
export async function loadPropertyDetailPage(
  db: Database,
  context: DetailContext,
): Promise<GetServerSidePropsResult<PropertyDetailPageProps>> {
  const slug = slugOf(context.params);
  const detail = slug ? await findPublicDetail(db, slug) : null;
  if (!slug || !detail) return { notFound: true };
  await countView(db, context, detail.id);
  const queryClient = new QueryClient();
  queryClient.setQueryData(propertyKeys.detail(slug), detail);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: propertyKeys.similar(slug),
      queryFn: async () =>
        (await getSimilarProperties(db, { id: detail.id }, null, similarLimit)).data,
    }),
    queryClient.prefetchQuery({
      queryKey: propertyKeys.reportReasons(),
      queryFn: () => getReportReasons(db),
    }),
  ]);
  setPublicPageCache(context, { sMaxAge: 60, staleWhileRevalidate: 300 });
  const settings = await cachedAggregate(db, 'web-settings', () => getWebSettings(db, null));
  const base = await loadPageBase(db, context, queryClient);
  return { props: { ...base, slug, seo: listingSeo(detail, settings) } };
}

function slugOf(params: DetailContext['params']): string | null {
  const value = params?.slug ?? params?.slug_id;
  const slug = Array.isArray(value) ? value[0] : value;
  return slug && slugPattern.test(slug) ? slug : null;
}

async function findPublicDetail(db: Database, slug: string): Promise<PropertyDetailDto | null> {
  try {
    return await getPropertyDetail(db, { slugId: slug }, null);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** A failed count never fails the page; browser prefetches (Sec-Purpose) are not views. */
async function countView(db: Database, context: DetailContext, propertyId: number) {
  const { headers } = context.req;
  const purpose = String(headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? '');
  if (/prefetch|prerender/i.test(purpose)) return;
  try {
    await recordPropertyView(db, {
      propertyId,
      ip: clientAddress(context.req),
      userAgent: String(headers['user-agent'] ?? ''),
    });
  } catch (error) {
    getLogger().warn({ err: error, propertyId }, 'could not record a property view');
  }
}

export const getServerSideProps = serverSidePage(loadPropertyDetailPage);
