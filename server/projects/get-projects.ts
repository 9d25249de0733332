import { and } from 'drizzle-orm';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { GetProjectsQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { findVisibleProject, type ProjectTarget } from './find-visible-project';
import { getSimilarProjects, similarProjectsWhere } from './get-similar-projects';
import { toProjectCards } from './project-cards';
import { projectFilterSql } from './project-filters';
import { countProjectRows, isPublicProject, listProjectRows } from './project-read-repository';

const targetOf = (query: GetProjectsQuery): ProjectTarget | null =>
  query.id ? { id: query.id } : query.slug_id ? { slugId: query.slug_id } : null;

/**
 * `get-projects` (spec §7): approved and active projects, newest first, filtered and paged
 * with the total. With `id` or `slug_id`: that project alone (its owner and admins also see it
 * while hidden); adding get_similar=1: the public projects like it instead.
 */
export async function getProjects(
  db: Database,
  query: GetProjectsQuery,
  viewer: Viewer | null,
): Promise<{ data: ProjectCardDto[]; total: number }> {
  const limit = query.limit ?? 12;
  const offset = query.offset ?? 0;
  const target = targetOf(query);
  if (target) {
    const row = await findVisibleProject(db, target, viewer);
    if (query.get_similar === 1) {
      const [data, total] = await Promise.all([
        getSimilarProjects(db, row, viewer, { limit, offset }),
        countProjectRows(db, similarProjectsWhere(row)),
      ]);
      return { data, total };
    }
    return { data: await toProjectCards(db, [row], viewer), total: 1 };
  }
  const where = and(isPublicProject(), projectFilterSql(query));
  const [rows, total] = await Promise.all([
    listProjectRows(db, { where, limit, offset }),
    countProjectRows(db, where),
  ]);
  return { data: await toProjectCards(db, rows, viewer), total };
}
