import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/facilities`: every facility by name. */
export const adminFacilitiesQuery = defineQuery('admin/facilities', {
  key: adminCatalogueKeys.facilities,
  answer: dataOf<FacilityDto[]>,
  viewer: 'staff',
});

export const useAdminFacilities = adminFacilitiesQuery.use;
