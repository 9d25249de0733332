import { useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import { callApi } from '../client';
import { listingFormKeys } from '@/contracts/query-keys/listing-form-keys';

/** The most categories the form offers (the server's largest page). */
const categoriesLimit = 100;

/** GET `get_categories` (open): every category with the parameters it asks for. */
export async function fetchFormCategories(signal?: AbortSignal): Promise<CategoryDto[]> {
  const answer = await callApi<CategoryDto[]>({
    method: 'GET',
    path: 'get_categories',
    query: { limit: categoriesLimit },
    auth: false,
    signal,
  });
  return answer.data;
}

/** GET `get_facilities` (open): every outdoor facility a listing may be near. */
export async function fetchFormFacilities(signal?: AbortSignal): Promise<FacilityDto[]> {
  const answer = await callApi<FacilityDto[]>({
    method: 'GET',
    path: 'get_facilities',
    auth: false,
    signal,
  });
  return answer.data;
}

export function useFormCategories() {
  return useQuery({
    queryKey: listingFormKeys.categories(),
    queryFn: ({ signal }) => fetchFormCategories(signal),
  });
}

export function useFormFacilities() {
  return useQuery({
    queryKey: listingFormKeys.facilities(),
    queryFn: ({ signal }) => fetchFormFacilities(signal),
  });
}
