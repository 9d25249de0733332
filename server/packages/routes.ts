import {
  assignPackageSchema,
  checkPackageLimitSchema,
} from '@/contracts/requests/package-requests';
import type { PackageFeatureType } from '@/contracts/package-features';
import type { RouteDefinition } from '../core/route';
import { route } from '../core/route';
import { assignPackage } from './assign-package';
import { checkPackageLimit } from './check-package-limit';
import { getPackages } from './get-packages';

/**
 * Packages (spec §7): get-package (visitors see the offers; a signed-in user also what they
 * hold), assign_package (free packages only), check-package-limit (type). Paid packages are
 * granted by the payments module through grantPackage.
 */
export const packageRoutes: RouteDefinition[] = [
  route('GET', 'get-package', {
    auth: 'optional',
    handle: async ({ db, viewer }) => ({ data: await getPackages(db, viewer) }),
  }),
  route('POST', 'assign_package', {
    auth: 'required',
    demoGuard: true,
    body: assignPackageSchema,
    handle: async ({ db, body, viewer }) => ({
      data: await assignPackage(db, viewer, body.package_id),
      message: 'Package activated',
    }),
  }),
  route('GET', 'check-package-limit', {
    auth: 'required',
    query: checkPackageLimitSchema,
    handle: async ({ db, query, viewer }) => {
      const data = await checkPackageLimit(db, viewer, query.type as PackageFeatureType);
      return { data, message: data.message || 'Package available' };
    },
  }),
];
