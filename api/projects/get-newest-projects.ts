import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { homeProjectsLimit } from '@/contracts/project-list-filters';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { callApi } from '../client';

/** GET `get-projects` with `limit`: the newest public projects. */
export async function fetchNewestProjects(
  limit: number,
  signal?: AbortSignal,
): Promise<ProjectCardDto[]> {
  const answer = await callApi<ProjectCardDto[]>({
    method: 'GET',
    path: 'get-projects',
    query: { limit },
    auth: false,
    signal,
  });
  return answer.data;
}

export function newestProjectsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: projectKeys.newest(limit),
    queryFn: ({ signal }) => fetchNewestProjects(limit, signal),
  });
}

/** The home page's newest projects (prefetched by the server under `projectKeys.newest`). */
export function useNewestProjects(limit: number = homeProjectsLimit) {
  return useQuery(newestProjectsQueryOptions(limit));
}
