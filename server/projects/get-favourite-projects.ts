import { and, desc } from 'drizzle-orm';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import type { FavouriteProjectsQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { Viewer } from '../core/route';
import { toProjectCardDto } from './project-dto';
import { favouritedAt, isFavouriteOf } from '../listings/favourite-conditions';
import { projectKind } from './project-kind';
import { countProjectRows, isPublicProject, listProjectRows } from './project-read-repository';

/**
 * `get-favourite-projects`: the viewer's saved projects, the latest saved first, with the
 * total; a saved project that is no longer public is left out (and counts again once public).
 */
export async function getFavouriteProjects(
  db: Database,
  viewer: Viewer,
  query: FavouriteProjectsQuery,
): Promise<{ data: ProjectCardDto[]; total: number }> {
  const where = and(isPublicProject(), isFavouriteOf(projectKind, viewer.userId));
  const [rows, total] = await Promise.all([
    listProjectRows(db, {
      where,
      orderBy: [desc(favouritedAt(projectKind, viewer.userId)), desc(projects.id)],
      limit: query.limit ?? 12,
      offset: query.offset ?? 0,
    }),
    countProjectRows(db, where),
  ]);
  const saved = new Set(rows.map((row) => row.id));
  return { data: rows.map((row) => toProjectCardDto(row, saved)), total };
}
