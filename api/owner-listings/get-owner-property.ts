import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { isApiError } from '../api-error';
import { callApi } from '../client';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';

/** GET `get-owner-property`: one of the user's own listings (any state) by slug. */
export async function fetchOwnerProperty(
  slug: string,
  signal?: AbortSignal,
): Promise<OwnerListingDto> {
  const answer = await callApi<OwnerListingDto>({
    method: 'GET',
    path: 'get-owner-property',
    query: { slug_id: slug },
    signal,
  });
  return answer.data;
}

export function ownerPropertyQueryOptions(userId: number | null, slug: string) {
  return queryOptions({
    queryKey: ownerListingKeys.detail(userId, slug),
    queryFn: ({ signal }) => fetchOwnerProperty(slug, signal),
    // Someone else's or a missing listing stays missing: no retries for a 404.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 3,
  });
}

/** The owner's view of one listing; idle while nobody is signed in. */
export function useOwnerProperty(slug: string) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({ ...ownerPropertyQueryOptions(userId, slug), enabled: userId !== null });
}
