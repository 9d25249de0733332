import type { ProjectGatedDetailDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/**
 * GET `get-project-gated-detail` (signed in): the project's floor-plan files, documents and the
 * developer's contact details, which a static page never carries. Keyed by the viewer
 * (`userId`); nothing is asked without one.
 */
export const projectGatedDetailQuery = defineQuery('get-project-gated-detail', {
  key: (slug: string, userId: number | null) => projectKeys.gated(slug, userId ?? 0),
  query: (slug) => ({ slug_id: slug }),
  answer: dataOf<ProjectGatedDetailDto>,
  enabled: (_slug, userId) => userId !== null,
});

/** The gated parts for the signed-in viewer. */
export const useProjectGatedDetail = projectGatedDetailQuery.use;
