import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { Viewer } from '../core/route';
import { toProjectCards } from './project-cards';
import { isPublicProject, listProjectRows } from './project-read-repository';

/** How many similar projects a detail shows by default. */
export const similarProjectsLimit = 4;

/**
 * Public projects like this one: the same category, those in the same city first, then the
 * same construction stage, then the newest. Never the project itself.
 */
/** The public projects of the same category, but not this one. */
export const similarProjectsWhere = (project: {
  id: number;
  categoryId: number;
}): SQL | undefined =>
  and(isPublicProject(), eq(projects.categoryId, project.categoryId), ne(projects.id, project.id));

export async function getSimilarProjects(
  db: Database,
  project: { id: number; categoryId: number; city: string; type: string },
  viewer: Viewer | null,
  page: { limit: number; offset: number } = { limit: similarProjectsLimit, offset: 0 },
): Promise<ProjectCardDto[]> {
  const rows = await listProjectRows(db, {
    where: similarProjectsWhere(project),
    orderBy: [
      sql`(lower(${projects.city}) = lower(${project.city})) desc`,
      sql`(${projects.type} = ${project.type}) desc`,
      desc(projects.createdAt),
      desc(projects.id),
    ],
    limit: page.limit,
    offset: page.offset,
  });
  return toProjectCards(db, rows, viewer);
}
