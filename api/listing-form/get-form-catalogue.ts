import { useQuery } from '@tanstack/react-query';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';
import { dataOf } from '../answers';
import { fetchCategories } from '../catalogue/get-categories';
import { defineQuery } from '../define-query';

/** Every category with the parameters it asks for (`get_categories`, the server's largest page). */
export function useFormCategories() {
  return useQuery({
    queryKey: listingFormKeys.categories(),
    queryFn: ({ signal }) => fetchCategories([], signal),
  });
}

/** GET `get_facilities` (open): every outdoor facility a listing may be near. */
export const formFacilitiesQuery = defineQuery('get_facilities', {
  auth: false,
  key: listingFormKeys.facilities,
  answer: dataOf<FacilityDto[]>,
});

export const useFormFacilities = formFacilitiesQuery.use;
