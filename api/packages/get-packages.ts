import { useQuery } from '@tanstack/react-query';
import type { PackagesDto } from '@/contracts/dto/package-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { dataOf } from '../answers';
import { defineUserQuery, useSessionUserId } from '../define-query';

/** GET `get-package`: the packages on offer and what the signed-in user holds now. */
export const packagesQuery = defineUserQuery('get-package', {
  userKey: packageKeys.list,
  answer: dataOf<PackagesDto>,
});

/**
 * The packages on offer and what the signed-in user holds (the answer depends on the user):
 * idle until there is a user, or, with `forVisitor`, until the caller knows there is none (the
 * stored session has been read).
 */
export function usePackages({ forVisitor = false }: { forVisitor?: boolean } = {}) {
  const userId = useSessionUserId();
  return useQuery({ ...packagesQuery.options(userId), enabled: userId !== null || forVisitor });
}
