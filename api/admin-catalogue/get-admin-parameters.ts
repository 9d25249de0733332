import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/parameters`: every parameter by name, with how many categories ask for it. */
export const adminParametersQuery = defineQuery('admin/parameters', {
  key: adminCatalogueKeys.parameters,
  query: () => ({ limit: 200 }),
  answer: dataOf<AdminParameterDto[]>,
  viewer: 'staff',
});

/** The parameters as the administrator manages them; idle unless an admin is signed in. */
export const useAdminParameters = adminParametersQuery.use;
