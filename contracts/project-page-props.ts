import type { PageBaseProps } from './page-base-props';
import type { ProjectListFilters } from './project-list-filters';

/**
 * `/projects`: the URL's filters (see projectFiltersFromUrl) and the cities that have public
 * projects (the city filter's choices); the projects are prefetched under
 * `projectKeys.list(filters)` as `{ data, total }`, the categories under `filterKeys.categories()`.
 */
export interface ProjectListPageProps extends PageBaseProps {
  filters: ProjectListFilters;
  cities: string[];
}

/**
 * `/project-details/{slug}`: the public detail with its similar projects (ProjectDetailDto) is
 * prefetched under `projectKeys.detail(slug)`. Never the plan files, documents or contact: those
 * come from `get-project-gated-detail` in the browser, for a signed-in viewer.
 */
export interface ProjectDetailPageProps extends PageBaseProps {
  slug: string;
  seo: ProjectSeo;
}

/** Title, description, keywords, share image and JSON-LD of a project page (server/seo). */
export interface ProjectSeo {
  title: string;
  description: string;
  keywords: string | null;
  image: string | null;
  /** schema.org Residence (the place) and, with a price range, its AggregateOffer. */
  jsonLd: Record<string, unknown>[];
}
