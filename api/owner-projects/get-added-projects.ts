import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import {
  ownerProjectKeys,
  type OwnerProjectsPage,
} from '@/contracts/query-keys/owner-projects-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Projects per page of "My projects". */
export const ownerProjectsPageSize = 10;

export interface OwnerProjectsResult {
  data: OwnerProjectDto[];
  total: number;
}

/** GET `get-added-projects`: the signed-in user's own projects in every state. */
export async function fetchAddedProjects(
  page: OwnerProjectsPage,
  signal?: AbortSignal,
): Promise<OwnerProjectsResult> {
  const answer = await callApi<OwnerProjectDto[]>({
    method: 'GET',
    path: 'get-added-projects',
    query: {
      limit: page.limit,
      offset: page.offset,
      status: page.status || undefined,
      search: page.search || undefined,
    },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function addedProjectsQueryOptions(userId: number | null, page: OwnerProjectsPage) {
  return queryOptions({
    queryKey: ownerProjectKeys.list(userId, page),
    queryFn: ({ signal }) => fetchAddedProjects(page, signal),
  });
}

/** One page of the user's own projects; idle while nobody is signed in. */
export function useAddedProjects(page: OwnerProjectsPage) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...addedProjectsQueryOptions(userId, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
