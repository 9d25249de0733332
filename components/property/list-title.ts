import type { PropertyListFilters } from '@/contracts/property-list-filters';
import type { Translate } from '@/hooks/use-translation';

/**
 * The list page's heading from its filters: "Apartment for rent in London", "Properties for
 * sale", "Villa matching “sea view”". Each step wraps the one before in a translated pattern;
 * `isolate` wraps the visitor's words (place, search), e.g. in Unicode isolates on a right-to-left page.
 */
export function listTitle(
  filters: PropertyListFilters,
  categoryName: string | null,
  t: Translate,
  isolate: (text: string) => string = (text) => text,
): string {
  let title = categoryName ?? t('property_list.title.properties');
  if (filters.property_type === 'rent') title = t('property_list.title.for_rent', { what: title });
  if (filters.property_type === 'sell') title = t('property_list.title.for_sale', { what: title });
  const place = filters.city ?? filters.state ?? filters.country;
  if (place) title = t('property_list.title.in_place', { what: title, place: isolate(place) });
  if (filters.promoted === 1) title = t('property_list.title.promoted', { what: title });
  if (filters.search)
    title = t('property_list.title.matching', { what: title, search: isolate(filters.search) });
  return title;
}
