import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { getProjectDetail } from '../projects/get-project-detail';
import { projectSeo } from '../seo/project-seo';
import { seoProps, staticDetailPageExports, type StaticDetailPage } from './static-detail-page';

/**
 * `/project-details/{slug}`: the public project with its similar projects, prefetched, generated
 * on the first visit and then served as a static page (incremental static regeneration, in every
 * language), regenerated at once when the project changes and after an hour at the latest.
 * Loaded without a viewer, so the props hold only what everyone may see: plan titles, never
 * their files, the documents or the contact details. An unknown, unapproved or inactive slug is
 * the real 404.
 */
const projectDetailPage: StaticDetailPage<
  ProjectDetailDto,
  { seo: ReturnType<typeof projectSeo> }
> = {
  strings: 'projectDetail',
  find: (db, slug) => getProjectDetail(db, { slug_id: slug, get_similar: 1 }, null),
  prefetch: async (_db, queryClient, slug, detail) => {
    queryClient.setQueryData(projectKeys.detail(slug), detail);
  },
  props: seoProps(projectSeo),
};

export const {
  load: loadProjectDetailPage,
  getStaticPaths,
  getStaticProps,
} = staticDetailPageExports(projectDetailPage);
