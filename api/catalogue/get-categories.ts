import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { callApi } from '../client';

/** The most categories the filter panel lists (the server's largest page). */
export const filterCategoriesLimit = 100;

/** GET `get_categories` (open): the categories with their parameters, for the filters. */
export async function fetchCategories(signal?: AbortSignal): Promise<CategoryDto[]> {
  const answer = await callApi<CategoryDto[]>({
    method: 'GET',
    path: 'get_categories',
    query: { limit: filterCategoriesLimit },
    auth: false,
    signal,
  });
  return answer.data;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: filterKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
  });
}

/** The categories of the filter panel (prefetched with the list page). */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
