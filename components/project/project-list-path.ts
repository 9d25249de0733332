import { toProjectListUrlQuery, type ProjectListFilters } from '@/contracts/project-list-filters';
import { paths } from '@/utils/paths';

/** The project list's URL for these filters on `page` (no `page` parameter for the first). */
export function projectListPath(filters: ProjectListFilters, page = filters.page): string {
  return paths.projects(toProjectListUrlQuery(filters, page));
}

/**
 * The URL a submitted filter form asks for: empty values dropped, page 1. The server checks each
 * value when the page loads (projectFiltersFromUrl).
 */
export function projectListPathFromFormData(data: FormData): string {
  const query: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '' && name !== 'page') query[name] = text;
  }
  return paths.projects(query);
}
