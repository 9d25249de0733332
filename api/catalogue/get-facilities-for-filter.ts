import type { FacilityFilterDto } from '@/contracts/dto/facility-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get-facilities-for-filter`: facilities with how many public listings mention them. */
export const facilitiesForFilterQuery = defineQuery('get-facilities-for-filter', {
  key: filterKeys.facilities,
  answer: dataOf<FacilityFilterDto[]>,
});

/** The facilities of the filter panel (prefetched with the list page). */
export const useFacilitiesForFilter = facilitiesForFilterQuery.use;
