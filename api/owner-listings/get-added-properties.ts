import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import {
  ownerListingKeys,
  type OwnerListingsPage,
} from '@/contracts/query-keys/owner-listings-keys';

/** Listings per page of "My properties". */
export const ownerListingsPageSize = 10;

export interface OwnerListingsResult {
  data: OwnerListingDto[];
  total: number;
}

/** GET `get-added-properties`: the signed-in user's own listings in every state. */
export async function fetchAddedProperties(
  page: OwnerListingsPage,
  signal?: AbortSignal,
): Promise<OwnerListingsResult> {
  const answer = await callApi<OwnerListingDto[]>({
    method: 'GET',
    path: 'get-added-properties',
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

export function addedPropertiesQueryOptions(userId: number | null, page: OwnerListingsPage) {
  return queryOptions({
    queryKey: ownerListingKeys.list(userId, page),
    queryFn: ({ signal }) => fetchAddedProperties(page, signal),
  });
}

/** One page of the user's own listings; idle while nobody is signed in. */
export function useAddedProperties(page: OwnerListingsPage) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...addedPropertiesQueryOptions(userId, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
