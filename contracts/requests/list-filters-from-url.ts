import type { AnySchema } from 'yup';
import { firstQueryValue } from '../../utils/query-string';
import type { ListFilterModel, ListFilterName, ListFilters } from '../list-filter-model';

export type UrlQuery = Readonly<Record<string, string | string[] | undefined>>;

/** How a list reads its filters from a page URL. */
export interface UrlFilterReading<F extends ListFilters> {
  model: ListFilterModel<F>;
  /** The list call's own schema of each filter: a value it refuses is dropped. */
  field: (name: ListFilterName<F>) => AnySchema;
  /** Filters that take every value of a repeated parameter (the others take the first). */
  lists?: readonly ListFilterName<F>[];
  /** 1/0 flags: kept only when on. */
  flags?: readonly ListFilterName<F>[];
  /** Another URL name a filter is also read from (a shorter link). */
  aliases?: Partial<Record<ListFilterName<F>, string>>;
  /** Filters that mean nothing without another one (a parameter's value without the parameter). */
  requires?: Partial<Record<ListFilterName<F>, ListFilterName<F>>>;
}

/**
 * A list page's URL query → its filters, never failing: each value is checked by the list call's
 * schema of that field and dropped when refused (a shared or hand-edited URL still shows a page);
 * `page=N` (from 1) is the page (`limit`/`offset` in a page URL are ignored); a price range
 * upside down is dropped. The one place a list's filters are normalised: the same URL always
 * gives the same object.
 */
export function listFiltersFromUrl<F extends ListFilters>(
  query: UrlQuery,
  reading: UrlFilterReading<F>,
): F {
  const lists = new Set<string>(reading.lists);
  const flags = new Set<string>(reading.flags);
  const filters: Record<string, string | number> = {};
  for (const name of reading.model.names) {
    const alias = reading.aliases?.[name];
    const raw = query[name] ?? (alias === undefined ? undefined : query[alias]);
    const value = validOrNothing(reading.field(name), lists.has(name) ? raw : firstQueryValue(raw));
    if (value === undefined || value === '') continue;
    if (flags.has(name) && value !== 1) continue;
    filters[name] = value;
  }
  for (const [name, needed] of Object.entries(reading.requires ?? {})) {
    if (typeof needed === 'string' && filters[needed] === undefined) delete filters[name];
  }
  const { min_price: min, max_price: max } = filters;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    delete filters.min_price;
    delete filters.max_price;
  }
  // Each value was checked by its field's schema above, so the record fits the model.
  return { ...filters, page: pageOf(firstQueryValue(query.page), reading.model.maxPage) } as F;
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

function pageOf(raw: string | undefined, maxPage: number): number {
  const page = Number(raw ?? 1);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, maxPage);
}
