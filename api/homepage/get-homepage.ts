import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { callApi } from '../client';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';

/** GET `homepage-data` (auth optional: the bearer is sent when signed in). */
export async function fetchHomepage(signal?: AbortSignal): Promise<HomepageDto> {
  const answer = await callApi<HomepageDto>({ method: 'GET', path: 'homepage-data', signal });
  return answer.data;
}

export function homepageQueryOptions() {
  return queryOptions({
    queryKey: homepageKeys.detail(),
    queryFn: ({ signal }) => fetchHomepage(signal),
  });
}

/** Everything the home page shows; the server prefetches it under `homepageKeys.detail()`. */
export function useHomepage() {
  return useQuery(homepageQueryOptions());
}
