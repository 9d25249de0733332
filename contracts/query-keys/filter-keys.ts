/**
 * Query keys of the list page's filter panel. The list page's server render prefetches under
 * these: `categories` → CategoryTileDto[] (get_categories, limit 100, without parameters),
 * `categoryParameters(id)` → ParameterDto[] (one category's, when the URL names a category),
 * `facilities` → FacilityFilterDto[] (get-facilities-for-filter), `cities` → CityDto[]
 * (get-cities-data).
 */
export const filterKeys = {
  categories: () => ['filters', 'categories'] as const,
  categoryParameters: (categoryId: number) =>
    ['filters', 'category-parameters', categoryId] as const,
  facilities: () => ['filters', 'facilities'] as const,
  cities: () => ['filters', 'cities'] as const,
};
