import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { moderationKeys, type ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';

/** Listings per page of the review queue. */
export const reviewQueuePageSize = 20;

export interface ReviewQueueResult {
  data: ReviewQueueListingDto[];
  total: number;
}

/** GET `admin/listings`: the listings in one review state, with their owners. */
export async function fetchReviewQueue(
  page: ReviewQueuePage,
  signal?: AbortSignal,
): Promise<ReviewQueueResult> {
  const answer = await callApi<ReviewQueueListingDto[]>({
    method: 'GET',
    path: 'admin/listings',
    query: { review_status: page.reviewStatus, limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function reviewQueueQueryOptions(page: ReviewQueuePage) {
  return queryOptions({
    queryKey: moderationKeys.queue(page),
    queryFn: ({ signal }) => fetchReviewQueue(page, signal),
  });
}

/** One page of the review queue; idle unless an admin is signed in. */
export function useReviewQueue(page: ReviewQueuePage) {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({
    ...reviewQueueQueryOptions(page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}
