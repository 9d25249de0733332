import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PackageLimitDto } from '@/contracts/dto/package-dto';
import type { PackageFeatureType } from '@/contracts/package-features';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { dataOf } from '../answers';
import { defineUserQuery, useSessionUserId } from '../define-query';

/** GET `check-package-limit` (type): whether the user's packages allow the action now. */
export const packageLimitQuery = defineUserQuery('check-package-limit', {
  userKey: packageKeys.limit,
  query: (type) => ({ type }),
  answer: dataOf<PackageLimitDto>,
  // Asked right before an action: always fresh.
  staleTime: 0,
});

/** Asks the server, fresh, whether the action a feature gates can go ahead now. */
export function useCheckPackageLimit(): (type: PackageFeatureType) => Promise<PackageLimitDto> {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  return useCallback(
    (type: PackageFeatureType) => queryClient.fetchQuery(packageLimitQuery.options(userId, type)),
    [queryClient, userId],
  );
}

/** Whether the action a feature gates can go ahead now (a page that is the action asks). */
export function usePackageLimit(type: PackageFeatureType, isWanted = true) {
  const userId = useSessionUserId();
  return useQuery({
    ...packageLimitQuery.options(userId, type),
    enabled: isWanted && userId !== null,
  });
}
