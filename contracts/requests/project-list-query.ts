import type { AnySchema } from 'yup';
import { projectListFilterModel, type ProjectListFilters } from '../project-list-filters';
import { listFiltersFromUrl, type UrlQuery } from './list-filters-from-url';
import { getProjectsQuerySchema } from './project-requests';

/**
 * The project list page's URL query → its filters (see listFiltersFromUrl), each value checked
 * by the `get-projects` schema's own field.
 */
export function projectFiltersFromUrl(query: UrlQuery): ProjectListFilters {
  return listFiltersFromUrl(query, {
    model: projectListFilterModel,
    field: (name) => getProjectsQuerySchema.fields[name] as AnySchema,
  });
}
