import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import type { ProjectReviewQueueQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import type { Viewer } from '../core/route';
import { requireAdmin } from '../moderation/require-admin';
import { loadOwnerProjects } from './load-owner-projects';
import { projectTitleSearchSql } from './owner-project-filter';
import { findProjectOwners, type ProjectPage } from './project-read-repository';

/** Projects with their owners, for the admin. */
export async function loadProjectQueue(
  db: Database,
  page: ProjectPage & { where: SQL | undefined },
): Promise<{ data: ReviewQueueProjectDto[]; total: number }> {
  const { data, total, ownerIds } = await loadOwnerProjects(db, page);
  const owners = await findProjectOwners(db, ownerIds);
  return {
    data: data.map((project, index) => {
      const ownerId = ownerIds[index] ?? 0;
      const owner = owners.get(ownerId);
      return {
        ...project,
        owner: { id: ownerId, name: owner?.name ?? '', email: owner?.email ?? '' },
      };
    }),
    total,
  };
}

/**
 * `admin/projects`: the projects in one review state (pending by default), with their owners.
 * Pending ones come oldest first (first come, first reviewed); reviewed ones latest first.
 */
export async function getProjectReviewQueue(
  db: Database,
  viewer: Viewer,
  query: ProjectReviewQueueQuery,
): Promise<{ data: ReviewQueueProjectDto[]; total: number }> {
  requireAdmin(viewer);
  const where = and(
    eq(projects.reviewStatus, query.review_status),
    projectTitleSearchSql(query.search),
  );
  const orderBy =
    query.review_status === 'pending'
      ? [asc(projects.createdAt), asc(projects.id)]
      : [desc(projects.updatedAt), desc(projects.id)];
  return loadProjectQueue(db, { where, orderBy, limit: query.limit, offset: query.offset });
}
