import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/**
 * GET `get-project-detail` with `slug_id` and get_similar=1: the public project, the same for
 * every visitor (no favourite flag, no plan files, documents or contact details).
 */
export const projectDetailQuery = defineQuery('get-project-detail', {
  auth: false,
  key: projectKeys.detail,
  query: (slug) => ({ slug_id: slug, get_similar: 1 }),
  answer: dataOf<ProjectDetailDto>,
});

/** The project of the detail page (prefetched by the server under `projectKeys.detail(slug)`). */
export const useProjectDetail = projectDetailQuery.use;
