import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { homeProjectsLimit } from '@/contracts/project-list-filters';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get-projects` with `limit`: the newest public projects. */
export const newestProjectsQuery = defineQuery('get-projects', {
  auth: false,
  key: projectKeys.newest,
  query: (limit) => ({ limit }),
  answer: dataOf<ProjectCardDto[]>,
});

/** The home page's newest projects (prefetched by the server under `projectKeys.newest`). */
export function useNewestProjects(limit: number = homeProjectsLimit) {
  return newestProjectsQuery.use(limit);
}
