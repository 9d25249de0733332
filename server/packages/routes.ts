import {
  assignPackageSchema,
  checkPackageLimitSchema,
} from '@/contracts/requests/package-requests';
import { savePackageSchema } from '@/contracts/requests/admin-package-requests';
import type { PackageFeatureType } from '@/contracts/package-features';
import type { RouteDefinition } from '../core/route';
import { administratorRoles } from '../core/roles';
import { route, staffRead, staffWrite } from '../core/route';
import { assignPackage } from './assign-package';
import { checkPackageLimit } from './check-package-limit';
import { getAdminPackages } from './get-admin-packages';
import { getPackages } from './get-packages';
import { savePackage } from './save-package';

/**
 * Packages (spec §7): get-package (visitors see the offers; a signed-in user also what they
 * hold), assign_package (free packages only), check-package-limit (type). Paid packages are
 * granted by the payments module through grantPackage.
 *
 * The administrator's calls (additions to the spec's table): `GET admin/packages` (every package,
 * inactive too, with features and how many hold it) and `POST admin/packages` (id?, name,
 * price, duration_hours, is_active, sequence, features [{ feature, limit }]; 201 new, 200
 * changed; 422 field errors, 404 an unknown id; one audit row).
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
  staffRead('admin/packages', administratorRoles, getAdminPackages),
  staffWrite('admin/packages', administratorRoles, {
    body: savePackageSchema,
    message: 'The package is saved.',
    write: ({ db, body, audit }) => savePackage(db, body, audit),
  }),
];
