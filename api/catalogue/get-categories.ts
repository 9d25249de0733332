import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryTile } from '@/contracts/category-tile';
import type { CategoryDto, CategoryTileDto, ParameterDto } from '@/contracts/dto/category-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { dataOf } from '../answers';
import { defineGet } from '../define-query';

/** The most categories the filter panel lists (the server's largest page). */
export const filterCategoriesLimit = 100;

/** GET `get_categories` (open): every category with the parameters it asks for. */
export const fetchCategories = defineGet('get_categories', {
  auth: false,
  query: () => ({ limit: filterCategoriesLimit }),
  answer: dataOf<CategoryDto[]>,
});

/** The categories as choices (no parameters: those are read per category, when one is chosen). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: filterKeys.categories(),
    queryFn: async ({ signal }): Promise<CategoryTileDto[]> =>
      (await fetchCategories([], signal)).map(categoryTile),
  });
}

/** The categories of the filter panel (prefetched with the list page). */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/**
 * One category's parameters. `get_categories` answers every category's parameters at once, so
 * the one fetch also fills the keys of the categories not yet read: a visitor who switches
 * between categories fetches it once, not once per category.
 */
export function categoryParametersQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: filterKeys.categoryParameters(categoryId),
    queryFn: async ({ signal, client }): Promise<ParameterDto[]> => {
      const categories = await fetchCategories([], signal);
      for (const category of categories) {
        const key = filterKeys.categoryParameters(category.id);
        if (category.id !== categoryId && client.getQueryData(key) === undefined) {
          client.setQueryData(key, category.parameter_types);
        }
      }
      return categories.find((category) => category.id === categoryId)?.parameter_types ?? [];
    },
  });
}

/** The chosen category's parameters for the parameter filter; nothing without a category. */
export function useCategoryParameters(categoryId: number | null) {
  return useQuery({
    ...categoryParametersQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null,
  });
}
