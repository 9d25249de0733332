import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** Advertisements per page of /user/advertisement and of the admin's queue. */
export const advertisementsPageSize = 20;

export interface AdvertisementsPage {
  limit: number;
  offset: number;
}

export interface AdvertisementsResult {
  data: AdvertisementDto[];
  total: number;
}

/** GET `get-advertisements`: the signed-in user's own advertisements, newest first. */
export async function fetchAdvertisements(
  page: AdvertisementsPage,
  signal?: AbortSignal,
): Promise<AdvertisementsResult> {
  const answer = await callApi<AdvertisementDto[]>({
    method: 'GET',
    path: 'get-advertisements',
    query: { limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function advertisementsQueryOptions(userId: number | null, page: AdvertisementsPage) {
  return queryOptions({
    queryKey: advertisementKeys.ofUser(userId, page),
    queryFn: ({ signal }) => fetchAdvertisements(page, signal),
  });
}

/** One page of the user's advertisements; idle while nobody is signed in. */
export function useAdvertisements(page: AdvertisementsPage) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...advertisementsQueryOptions(userId, page),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
