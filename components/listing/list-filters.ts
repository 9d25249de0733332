import { toListUrlQuery, type PropertyListFilters } from '@/contracts/property-list-filters';
import { paths } from '@/utils/paths';

/** The list page's URL for these filters on `page` (no `page` parameter for the first). */
export function propertyListPath(filters: PropertyListFilters, page = filters.page): string {
  return paths.properties(toListUrlQuery(filters, page));
}

/**
 * The URL a submitted filter form asks for: repeated fields (facility checkboxes) joined by
 * commas, empty values dropped, page 1, and a parameter filter only with its value. The server
 * checks each value when the page loads (filtersFromUrl).
 */
export function listPathFromFormData(data: FormData): string {
  const query: Record<string, string> = {};
  for (const name of new Set(data.keys())) {
    const values = data
      .getAll(name)
      .map((value) => (typeof value === 'string' ? value.trim() : ''))
      .filter((value) => value !== '');
    if (values.length > 0) query[name] = values.join(',');
  }
  if (query.parameter_id === undefined || query.parameter_value === undefined) {
    delete query.parameter_id;
    delete query.parameter_value;
  }
  delete query.page;
  return paths.properties(query);
}
