import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { getPropertyDetail } from '../properties/get-property-detail';
import { getReportReasons } from '../properties/get-report-reasons';
import { findSimilarCards } from '../properties/get-similar-properties';
import { listingSeo } from '../seo/listing-seo';
import { seoProps, staticDetailPageExports, type StaticDetailPage } from './static-detail-page';

/** How many similar listings the page shows (the UI's `similarPropertiesLimit`). */
const similarLimit = 4;

/**
 * `/properties-details/{slug}`: the public listing, its similar listings and the report reasons,
 * prefetched, generated on the first visit and then served as a static page (incremental static
 * regeneration, in every language). An unknown, unapproved or inactive slug is the real 404.
 * Views are counted by the page in the browser (`property-view`), not by rendering it.
 */
const propertyDetailPage: StaticDetailPage<
  PropertyDetailDto,
  { seo: ReturnType<typeof listingSeo> }
> = {
  strings: 'propertyDetail',
  find: (db, slug) => getPropertyDetail(db, { slugId: slug }, null),
  prefetch: async (db, queryClient, slug, detail) => {
    queryClient.setQueryData(propertyKeys.detail(slug), detail);
    const { category } = detail;
    await Promise.all([
      queryClient.prefetchQuery({
        queryKey: propertyKeys.similar(slug),
        // Similar means the same category: a listing always has one (the card query joins it).
        queryFn: async () =>
          category
            ? findSimilarCards(
                db,
                { id: detail.id, categoryId: category.id, city: detail.city, price: detail.price },
                similarLimit,
                null,
              )
            : [],
      }),
      queryClient.prefetchQuery({
        queryKey: propertyKeys.reportReasons(),
        queryFn: () => getReportReasons(db),
      }),
    ]);
  },
  props: seoProps(listingSeo),
};

export const {
  load: loadPropertyDetailPage,
  getStaticPaths,
  getStaticProps,
} = staticDetailPageExports(propertyDetailPage);
