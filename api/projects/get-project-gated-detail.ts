import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectGatedDetailDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { callApi } from '../client';

/**
 * GET `get-project-gated-detail` (signed in): the project's floor-plan files, documents and the
 * developer's contact details, which a static page never carries.
 */
export async function fetchProjectGatedDetail(
  slug: string,
  signal?: AbortSignal,
): Promise<ProjectGatedDetailDto> {
  const answer = await callApi<ProjectGatedDetailDto>({
    method: 'GET',
    path: 'get-project-gated-detail',
    query: { slug_id: slug },
    signal,
  });
  return answer.data;
}

export function projectGatedDetailQueryOptions(slug: string, userId: number) {
  return queryOptions({
    queryKey: projectKeys.gated(slug, userId),
    queryFn: ({ signal }) => fetchProjectGatedDetail(slug, signal),
  });
}

/** The gated parts for the signed-in viewer (`userId`); nothing is asked without one. */
export function useProjectGatedDetail(slug: string, userId: number | null) {
  return useQuery({
    ...projectGatedDetailQueryOptions(slug, userId ?? 0),
    enabled: userId !== null,
  });
}
