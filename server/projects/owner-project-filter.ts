import { and, eq, ilike, not, type SQL } from 'drizzle-orm';
import type { AddedProjectsQuery } from '@/contracts/requests/project-requests';
import { projects } from '../db/schema';

/** The SQL of one "My projects" filter. Active/inactive are about approved projects only. */
export function ownerProjectFilterSql(filter: AddedProjectsQuery['status']): SQL | undefined {
  switch (filter) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return eq(projects.reviewStatus, filter);
    case 'active':
      return and(eq(projects.reviewStatus, 'approved'), eq(projects.isActive, true));
    case 'inactive':
      return and(eq(projects.reviewStatus, 'approved'), not(projects.isActive));
    default:
      return undefined;
  }
}

/** Title search: every word must appear (case-insensitive); LIKE wildcards are taken literally. */
export function projectTitleSearchSql(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return undefined;
  return and(...words.map((word) => ilike(projects.title, `%${word.replace(/[\\%_]/g, '\\$&')}%`)));
}
