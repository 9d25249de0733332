import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/packages`: every package, off sale too, in the plans page's order. */
export const adminPackagesQuery = defineQuery('admin/packages', {
  key: packageKeys.admin,
  answer: dataOf<AdminPackageDto[]>,
  viewer: 'staff',
});

export const useAdminPackages = adminPackagesQuery.use;
