import type { AnySchema } from 'yup';
import {
  maxProjectListPage,
  projectListFilterNames,
  type ProjectListFilters,
} from '../project-list-filters';
import { getProjectsQuerySchema } from './project-requests';

type UrlQuery = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The project list page's URL query → its filters, never failing: each value is checked by the
 * `get-projects` schema's own field and dropped when refused (a shared or hand-edited URL still
 * shows a page); `page=N` (from 1) is the page; a price range upside down is dropped. The same
 * URL always gives the same object.
 */
export function projectFiltersFromUrl(query: UrlQuery): ProjectListFilters {
  const filters: Record<string, string | number> = {};
  for (const name of projectListFilterNames) {
    const value = validOrNothing(
      getProjectsQuerySchema.fields[name] as AnySchema,
      firstOf(query[name]),
    );
    if (value === undefined || value === '') continue;
    filters[name] = value;
  }
  const { min_price: min, max_price: max } = filters;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    delete filters.min_price;
    delete filters.max_price;
  }
  // Each value was checked by its field's schema above, so the record fits the model.
  return { ...(filters as Omit<ProjectListFilters, 'page'>), page: pageOf(firstOf(query.page)) };
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
  return Math.min(page, maxProjectListPage);
}
