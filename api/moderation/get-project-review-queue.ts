import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { moderationKeys, type ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

export interface ProjectReviewQueueResult {
  data: ReviewQueueProjectDto[];
  total: number;
}

/** GET `admin/projects`: the projects in one review state, with their owners. */
export async function fetchProjectReviewQueue(
  page: ReviewQueuePage,
  signal?: AbortSignal,
): Promise<ProjectReviewQueueResult> {
  const answer = await callApi<ReviewQueueProjectDto[]>({
    method: 'GET',
    path: 'admin/projects',
    query: { review_status: page.reviewStatus, limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function projectReviewQueueQueryOptions(page: ReviewQueuePage) {
  return queryOptions({
    queryKey: moderationKeys.projectQueue(page),
    queryFn: ({ signal }) => fetchProjectReviewQueue(page, signal),
  });
}

/** One page of the project review queue; idle unless an admin is signed in. */
export function useProjectReviewQueue(page: ReviewQueuePage) {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({
    ...projectReviewQueueQueryOptions(page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}
