import type { AnySchema } from 'yup';
import { propertyFilterFields } from './property-requests';

import { propertyListPageSize } from '../property-list-options';

export { propertyListPageSize };

/** The list page's filters: validated, non-empty values only, with `limit` and `offset`. */
export type NormalisedPropertyFilters = Record<string, string | number>;

type UrlQuery = Readonly<Record<string, string | string[] | undefined>>;

const listFields = new Set(['category_ids', 'outdoor_facilitiy_ids']);
const flagFields = new Set(['most_viewed', 'most_liked', 'promoted']);
const maxOffset = 1_000_000;

/**
 * The list page's URL query → the filters of `get-property-list`, never failing: a value the
 * schema refuses is dropped (a shared or hand-edited URL still shows a page). `category=<slug>`
 * is an alias of `category_slug_id`; `page=N` (from 1) becomes `offset` = (N-1) × 12 with
 * `limit` 12 (`limit`/`offset` in the URL are ignored); `page` itself is kept when above 1.
 * Flags are kept only when on (1). The same URL always gives the same object, so it can be a
 * query key on both sides.
 */
export function normalisePropertyListQuery(query: UrlQuery): NormalisedPropertyFilters {
  const filters: NormalisedPropertyFilters = {};
  for (const [name, schema] of Object.entries(propertyFilterFields)) {
    const raw = name === 'category_slug_id' ? (query[name] ?? query.category) : query[name];
    const value = validOrNothing(schema, listFields.has(name) ? raw : firstOf(raw));
    if (value === undefined || value === '') continue;
    if (flagFields.has(name) && value !== 1) continue;
    filters[name] = value;
  }
  if (!filters.parameter_id) delete filters.parameter_value;
  const { min_price: min, max_price: max } = filters;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    delete filters.min_price;
    delete filters.max_price;
  }
  const page = pageOf(firstOf(query.page));
  if (page > 1) filters.page = page;
  filters.limit = propertyListPageSize;
  filters.offset = (page - 1) * propertyListPageSize;
  return filters;
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
  return Math.min(page, Math.floor(maxOffset / propertyListPageSize) + 1);
}
