import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { ApiError } from '../api-error';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

/** GET `get_property` with `slug_id`: one public listing with everything its page shows. */
export async function fetchPropertyDetail(
  slug: string,
  signal?: AbortSignal,
): Promise<PropertyDetailDto> {
  const answer = await callApi<PropertyDetailDto[]>({
    method: 'GET',
    path: 'get_property',
    query: { slug_id: slug },
    signal,
  });
  const property = answer.data[0];
  if (!property) {
    throw new ApiError({ message: 'Property not found', code: 'not_found', status: 404 });
  }
  return property;
}

export function propertyDetailQueryOptions(slug: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(slug),
    queryFn: ({ signal }) => fetchPropertyDetail(slug, signal),
  });
}

/** The listing of the detail page (prefetched by the server under `propertyKeys.detail(slug)`). */
export function usePropertyDetail(slug: string) {
  return useQuery(propertyDetailQueryOptions(slug));
}
