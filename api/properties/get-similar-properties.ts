import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

/** How many similar listings the detail page shows. */
export const similarPropertiesLimit = 4;

/** GET `get_property` with `slug_id` and `get_simiilar=1` (the spec's spelling). */
export async function fetchSimilarProperties(
  slug: string,
  signal?: AbortSignal,
): Promise<PropertyCardDto[]> {
  const answer = await callApi<PropertyCardDto[]>({
    method: 'GET',
    path: 'get_property',
    query: { slug_id: slug, get_simiilar: 1, limit: similarPropertiesLimit },
    signal,
  });
  return answer.data;
}

export function similarPropertiesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: propertyKeys.similar(slug),
    queryFn: ({ signal }) => fetchSimilarProperties(slug, signal),
  });
}

/** Listings like this one (prefetched by the server under `propertyKeys.similar(slug)`). */
export function useSimilarProperties(slug: string) {
  return useQuery(similarPropertiesQueryOptions(slug));
}
