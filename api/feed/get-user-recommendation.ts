import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { feedKeys, type RecommendationPage } from '@/contracts/query-keys/feed-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Listings per page of the feed. */
export const recommendationPageSize = 12;

export interface RecommendationResult {
  data: PropertyCardDto[];
  total: number;
  /** False while the user has set no preferences. */
  hasPreferences: boolean;
}

/** GET `get_user_recommendation`: one page of listings matching the user's interests. */
export async function fetchRecommendations(
  page: RecommendationPage,
  signal?: AbortSignal,
): Promise<RecommendationResult> {
  const answer: { data: PropertyCardDto[]; total?: number; has_preferences?: boolean } =
    await callApi<PropertyCardDto[]>({
      method: 'GET',
      path: 'get_user_recommendation',
      query: { limit: page.limit, offset: page.offset },
      signal,
    });
  return {
    data: answer.data,
    total: answer.total ?? answer.data.length,
    hasPreferences: answer.has_preferences !== false,
  };
}

export function recommendationsQueryOptions(page: RecommendationPage) {
  return queryOptions({
    queryKey: feedKeys.recommendationPage(page),
    queryFn: ({ signal }) => fetchRecommendations(page, signal),
  });
}

/** One page of the feed; idle while nobody is signed in. */
export function useRecommendations(page: RecommendationPage) {
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return useQuery({
    ...recommendationsQueryOptions(page),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
  });
}
