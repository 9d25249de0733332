import { and, eq } from 'drizzle-orm';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import type { AddedProjectsQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { Viewer } from '../core/route';
import { loadOwnerProjects } from './load-owner-projects';
import { ownerProjectFilterSql, projectTitleSearchSql } from './owner-project-filter';

/**
 * `get-added-projects`: the caller's own projects in every state (pending, rejected with its
 * reason, inactive …), newest first, optionally filtered by state and searched by title.
 */
export async function getAddedProjects(
  db: Database,
  viewer: Viewer,
  query: AddedProjectsQuery,
): Promise<{ data: OwnerProjectDto[]; total: number }> {
  const where = and(
    eq(projects.ownerId, viewer.userId),
    ownerProjectFilterSql(query.status),
    projectTitleSearchSql(query.search),
  );
  const { data, total } = await loadOwnerProjects(db, {
    where,
    limit: query.limit ?? 10,
    offset: query.offset ?? 0,
  });
  return { data, total };
}
