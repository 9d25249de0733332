import type { ActivePackageDto } from '@/contracts/dto/package-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `assign_package` (package_id): activates a free package for the signed-in user; then
 * what the user holds is fetched again.
 */
export const assignPackage = defineMutation('POST', 'assign_package', {
  body: (packageId: number) => ({ package_id: packageId }),
  answer: dataOf<ActivePackageDto>,
  invalidateOnSuccess: [packageKeys.all],
});

export const useAssignPackage = assignPackage.use;
