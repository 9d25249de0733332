import type { PropertyListFilters } from '@/contracts/query-keys/properties-keys';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { paths } from '@/utils/paths';

/** The list page's filter parameters, as the URL and `get-property-list` name them. */
export const filterParameterNames = [
  'search',
  'category_id',
  'category_slug_id',
  'category_ids',
  'outdoor_facilitiy_ids',
  'property_type',
  'city',
  'state',
  'country',
  'min_price',
  'max_price',
  'price_range',
  'posted_since',
  'most_viewed',
  'most_liked',
  'promoted',
  'parameter_id',
  'parameter_value',
] as const;

/** Parameters that choose how results are shown, not which: kept when filters are cleared. */
const presentationNames = new Set(['sort']);
/** Paging the server derives from `page`: never written into the list page's URLs. */
const pagingNames = new Set(['page', 'limit', 'offset']);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * The filters as the list page's URL carries them: no empty values and no paging (`page`,
 * and the `limit`/`offset` the server derives from it), so a new search starts on page 1.
 */
export function withoutEmptyValues(filters: PropertyListFilters): PropertyListFilters {
  const clean: PropertyListFilters = {};
  for (const [name, value] of Object.entries(filters)) {
    if (pagingNames.has(name) || isEmpty(value)) continue;
    clean[name] = typeof value === 'string' ? value.trim() : value;
  }
  return clean;
}

/**
 * The filters a submitted filter form asks for: repeated fields (facility checkboxes) joined by
 * commas, empty values dropped, the page reset, and a parameter filter only with its value.
 */
export function filtersFromFormData(data: FormData): PropertyListFilters {
  const filters: PropertyListFilters = {};
  for (const name of new Set(data.keys())) {
    const values = data
      .getAll(name)
      .map((value) => (typeof value === 'string' ? value.trim() : ''))
      .filter((value) => value !== '');
    if (values.length > 0) filters[name] = values.join(',');
  }
  if (filters.parameter_id === undefined || filters.parameter_value === undefined) {
    delete filters.parameter_id;
    delete filters.parameter_value;
  }
  return withoutEmptyValues(filters);
}

/** The list page's URL for these filters on `page` (no `page` parameter for the first). */
export function propertyListPath(filters: PropertyListFilters, page = 1): string {
  const clean = withoutEmptyValues(filters);
  return paths.properties(page > 1 ? { ...clean, page } : clean);
}

/** The list without any filter (the sort order stays). */
export function clearedFilters(filters: PropertyListFilters): PropertyListFilters {
  const kept: PropertyListFilters = {};
  for (const [name, value] of Object.entries(filters)) {
    if (presentationNames.has(name) && !isEmpty(value)) kept[name] = value;
  }
  return kept;
}

/** How many filters are set (the mobile "Filters (3)" button). */
export function activeFilterCount(filters: PropertyListFilters): number {
  return filterParameterNames.filter(
    (name) => name !== 'parameter_value' && !isEmpty(filters[name]),
  ).length;
}

/** Ids from a comma-separated list parameter ("1,4,7"). */
export function idsOf(value: string | number | undefined): Set<string> {
  if (isEmpty(value)) return new Set();
  return new Set(
    String(value)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}

/** The category the filters choose, by id or by slug (`category` is the home page's alias). */
export function chosenCategory(
  filters: PropertyListFilters,
  categories: readonly CategoryDto[],
): CategoryDto | null {
  const id = filters.category_id;
  const slug = filters.category_slug_id ?? filters.category;
  return (
    categories.find((category) =>
      isEmpty(id) ? category.slug_id === String(slug ?? '') : String(category.id) === String(id),
    ) ?? null
  );
}
