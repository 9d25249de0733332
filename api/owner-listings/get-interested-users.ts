import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InterestedUserDto } from '@/contracts/dto/owner-listing-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';

/** Interested users per page on /my-property/{slug}. */
export const interestedUsersPageSize = 10;

export interface InterestedUsersResult {
  data: InterestedUserDto[];
  total: number;
}

/** GET `get_interested_users`: who pressed "I'm interested" on the user's listing. */
export async function fetchInterestedUsers(
  slug: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<InterestedUsersResult> {
  const answer = await callApi<InterestedUserDto[]>({
    method: 'GET',
    path: 'get_interested_users',
    query: { slug_id: slug, limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function interestedUsersQueryOptions(
  userId: number | null,
  slug: string,
  page: { limit: number; offset: number },
) {
  return queryOptions({
    queryKey: ownerListingKeys.interested(userId, slug, page),
    queryFn: ({ signal }) => fetchInterestedUsers(slug, page, signal),
  });
}

export function useInterestedUsers(slug: string, page: { limit: number; offset: number }) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...interestedUsersQueryOptions(userId, slug, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
