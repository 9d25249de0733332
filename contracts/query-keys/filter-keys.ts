/**
 * Query keys of the list page's filter panel. The list page's server render prefetches under
 * these: `categories` → CategoryDto[] (get_categories, limit 100), `facilities` →
 * FacilityFilterDto[] (get-facilities-for-filter), `cities` → CityDto[] (get-cities-data).
 */
export const filterKeys = {
  categories: () => ['filters', 'categories'] as const,
  facilities: () => ['filters', 'facilities'] as const,
  cities: () => ['filters', 'cities'] as const,
};
