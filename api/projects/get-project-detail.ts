import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetailDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { callApi } from '../client';

/**
 * GET `get-project-detail` with `slug_id` and get_similar=1: the public project, the same for
 * every visitor (no favourite flag, no plan files, documents or contact details).
 */
export async function fetchProjectDetail(
  slug: string,
  signal?: AbortSignal,
): Promise<ProjectDetailDto> {
  const answer = await callApi<ProjectDetailDto>({
    method: 'GET',
    path: 'get-project-detail',
    query: { slug_id: slug, get_similar: 1 },
    auth: false,
    signal,
  });
  return answer.data;
}

export function projectDetailQueryOptions(slug: string) {
  return queryOptions({
    queryKey: projectKeys.detail(slug),
    queryFn: ({ signal }) => fetchProjectDetail(slug, signal),
  });
}

/** The project of the detail page (prefetched by the server under `projectKeys.detail(slug)`). */
export function useProjectDetail(slug: string) {
  return useQuery(projectDetailQueryOptions(slug));
}
