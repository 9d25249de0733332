import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';
import type { AdvertisementsPage, AdvertisementsResult } from './get-advertisements';

/** GET `admin/advertisements`: the advertisements waiting for the admin's decision. */
export async function fetchAdvertisementQueue(
  page: AdvertisementsPage,
  signal?: AbortSignal,
): Promise<AdvertisementsResult> {
  const answer = await callApi<AdvertisementDto[]>({
    method: 'GET',
    path: 'admin/advertisements',
    query: { limit: page.limit, offset: page.offset },
    signal,
  });
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

export function advertisementQueueQueryOptions(page: AdvertisementsPage) {
  return queryOptions({
    queryKey: advertisementKeys.queue(page),
    queryFn: ({ signal }) => fetchAdvertisementQueue(page, signal),
  });
}

/** The admin's queue of pending advertisements; idle unless an admin is signed in. */
export function useAdvertisementQueue(page: AdvertisementsPage) {
  const isAdmin = useAppSelector(selectSessionUser)?.role === 'admin';
  return useQuery({
    ...advertisementQueueQueryOptions(page),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  });
}
