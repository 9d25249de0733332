import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { toProjectsQuery, type ProjectListFilters } from '@/contracts/project-list-filters';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { defineQuery } from '../define-query';
import { pageOf, type ListPage } from '../list-page';

/** One page of projects and how many match in all. */
export type ProjectListDto = ListPage<ProjectCardDto>;

/** GET `get-projects` (auth optional): the public projects matching the list's filters. */
export const projectsQuery = defineQuery('get-projects', {
  key: projectKeys.list,
  query: (filters: ProjectListFilters) => toProjectsQuery(filters),
  answer: pageOf<ProjectCardDto>,
  keepsPrevious: true,
});

/**
 * The projects of the list page's filters (prefetched by the server under
 * `projectKeys.list(filters)`). While other filters load, the previous results stay shown.
 */
export const useProjects = projectsQuery.use;
