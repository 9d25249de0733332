import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { toProjectsQuery, type ProjectListFilters } from '@/contracts/project-list-filters';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { callApi } from '../client';

/** One page of projects and how many match in all. */
export interface ProjectListDto {
  data: ProjectCardDto[];
  total: number;
}

/** GET `get-projects` (auth optional): the public projects matching the list's filters. */
export async function fetchProjects(
  filters: ProjectListFilters,
  signal?: AbortSignal,
): Promise<ProjectListDto> {
  const answer = await callApi<ProjectCardDto[]>({
    method: 'GET',
    path: 'get-projects',
    query: toProjectsQuery(filters),
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function projectsQueryOptions(filters: ProjectListFilters) {
  return queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => fetchProjects(filters, signal),
  });
}

/**
 * The projects of the list page's filters (prefetched by the server under
 * `projectKeys.list(filters)`). While other filters load, the previous results stay shown.
 */
export function useProjects(filters: ProjectListFilters) {
  return useQuery({ ...projectsQueryOptions(filters), placeholderData: keepPreviousData });
}
