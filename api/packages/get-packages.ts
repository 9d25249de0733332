import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackagesDto } from '@/contracts/dto/package-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** GET `get-package`: the packages on offer and what the signed-in user holds now. */
export async function fetchPackages(signal?: AbortSignal): Promise<PackagesDto> {
  const answer = await callApi<PackagesDto>({ method: 'GET', path: 'get-package', signal });
  return answer.data;
}

export function packagesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: packageKeys.list(userId),
    queryFn: ({ signal }) => fetchPackages(signal),
  });
}

/**
 * The packages on offer and what the signed-in user holds (the answer depends on the user):
 * idle until there is a user, or, with `forVisitor`, until the caller knows there is none (the
 * stored session has been read).
 */
export function usePackages({ forVisitor = false }: { forVisitor?: boolean } = {}) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({ ...packagesQueryOptions(userId), enabled: userId !== null || forVisitor });
}
