import { propertyListFilterModel, type PropertyListFilters } from '../property-list-filters';
import { listFiltersFromUrl, type UrlQuery } from './list-filters-from-url';
import { propertyFilterFields } from './property-requests';

/**
 * The property list page's URL query → its filters (see listFiltersFromUrl), each value checked
 * by the `get-property-list` schema's own field. `category=<slug>` is an alias of
 * `category_slug_id`; flags are kept only when on; a parameter value without its parameter is
 * dropped.
 */
export function filtersFromUrl(query: UrlQuery): PropertyListFilters {
  return listFiltersFromUrl(query, {
    model: propertyListFilterModel,
    field: (name) => propertyFilterFields[name],
    lists: ['category_ids', 'outdoor_facilitiy_ids'],
    flags: ['most_viewed', 'most_liked', 'promoted'],
    aliases: { category_slug_id: 'category' },
    requires: { parameter_value: 'parameter_id' },
  });
}
