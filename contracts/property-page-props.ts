import type { PageBaseProps } from './page-base-props';
import type { PropertyListFilters } from './property-list-filters';

/**
 * `/properties`: the filters of the URL (see filtersFromUrl); the
 * listings are prefetched under `propertyKeys.list(filters)` as a PropertyListDto.
 */
export interface PropertyListPageProps extends PageBaseProps {
  filters: PropertyListFilters;
}

/**
 * `/properties-details/{slug}`: the detail (PropertyDetailDto) is prefetched under
 * `propertyKeys.detail(slug)`, similar listings under `propertyKeys.similar(slug)` and the
 * report reasons under `propertyKeys.reportReasons()`.
 */
export interface PropertyDetailPageProps extends PageBaseProps {
  slug: string;
  seo: ListingSeo;
}

/** Title, description, keywords, share image and JSON-LD of a listing page (server/seo). */
export interface ListingSeo {
  title: string;
  description: string;
  keywords: string | null;
  /** The share image (Open Graph, Twitter): the title photo. */
  image: string | null;
  /** schema.org RealEstateListing with its Offer and place. */
  jsonLd: Record<string, unknown>;
}
