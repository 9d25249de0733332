import type { AnySchema } from 'yup';
import {
  maxPropertyListPage,
  propertyListFilterNames,
  type PropertyListFilters,
} from '../property-list-filters';
import { propertyFilterFields } from './property-requests';

type UrlQuery = Readonly<Record<string, string | string[] | undefined>>;

const listNames: ReadonlySet<string> = new Set(['category_ids', 'outdoor_facilitiy_ids']);
const flagNames: ReadonlySet<string> = new Set(['most_viewed', 'most_liked', 'promoted']);

/**
 * The list page's URL query → its filters, never failing: each value is checked by the
 * `get-property-list` schema's own field and dropped when refused (a shared or hand-edited URL
 * still shows a page). `category=<slug>` is an alias of `category_slug_id`; `page=N` (from 1) is
 * the page (`limit`/`offset` in a page URL are ignored); flags are kept only when on; a price
 * range upside down and a parameter value without its parameter are dropped. This is the one
 * place the list's filters are normalised; the same URL always gives the same object.
 */
export function filtersFromUrl(query: UrlQuery): PropertyListFilters {
  const filters: Record<string, string | number> = {};
  for (const name of propertyListFilterNames) {
    const raw = name === 'category_slug_id' ? (query[name] ?? query.category) : query[name];
    const value = validOrNothing(
      propertyFilterFields[name],
      listNames.has(name) ? raw : firstOf(raw),
    );
    if (value === undefined || value === '') continue;
    if (flagNames.has(name) && value !== 1) continue;
    filters[name] = value;
  }
  if (filters.parameter_id === undefined) delete filters.parameter_value;
  const { min_price: min, max_price: max } = filters;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    delete filters.min_price;
    delete filters.max_price;
  }
  // Each value was checked by its field's schema above, so the record fits the model.
  return { ...(filters as Omit<PropertyListFilters, 'page'>), page: pageOf(firstOf(query.page)) };
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function validOrNothing(schema: AnySchema, raw: unknown): string | number | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = schema.validateSync(raw);
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

function pageOf(raw: string | undefined): number {
  const page = Number(raw ?? 1);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, maxPropertyListPage);
}
