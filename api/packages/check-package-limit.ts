import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PackageLimitDto } from '@/contracts/dto/package-dto';
import type { PackageFeatureType } from '@/contracts/package-features';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `check-package-limit` (type): whether the user's packages allow the action now. */
export async function fetchPackageLimit(
  type: PackageFeatureType,
  signal?: AbortSignal,
): Promise<PackageLimitDto> {
  const answer = await callApi<PackageLimitDto>({
    method: 'GET',
    path: 'check-package-limit',
    query: { type },
    signal,
  });
  return answer.data;
}

export function packageLimitQueryOptions(userId: number | null, type: PackageFeatureType) {
  return queryOptions({
    queryKey: packageKeys.limit(userId, type),
    queryFn: ({ signal }) => fetchPackageLimit(type, signal),
    // Asked right before an action: always fresh.
    staleTime: 0,
  });
}

/** Asks the server, fresh, whether the action a feature gates can go ahead now. */
export function useCheckPackageLimit(): (type: PackageFeatureType) => Promise<PackageLimitDto> {
  const queryClient = useQueryClient();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useCallback(
    (type: PackageFeatureType) => queryClient.fetchQuery(packageLimitQueryOptions(userId, type)),
    [queryClient, userId],
  );
}

/** Whether the action a feature gates can go ahead now (a page that is the action asks). */
export function usePackageLimit(type: PackageFeatureType, isWanted = true) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    ...packageLimitQueryOptions(userId, type),
    enabled: isWanted && userId !== null,
  });
}
