import { accountHoldsRole, moderationRoles } from '@/contracts/staff-roles';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { canManageListing } from '../listings/listing-access';
import { findProjectRow, type ProjectRow } from './project-read-repository';

/** Which project: by id or by slug. */
export type ProjectTarget = { id: number } | { slugId: string };

export const projectWhere = (target: ProjectTarget): SQL =>
  'id' in target ? eq(projects.id, target.id) : eq(projects.slugId, target.slugId);

/**
 * A project the viewer may see: a public one for everyone, a hidden one (pending, rejected,
 * inactive, removed) for its owner, administrators and moderators (who only view) only; otherwise 404 (unknown and hidden look the same).
 */
export async function findVisibleProject(
  db: Database,
  target: ProjectTarget,
  viewer: Viewer | null,
): Promise<ProjectRow> {
  const row = await findProjectRow(db, projectWhere(target));
  const mayManage = viewer !== null && row !== null && canManageListing(viewer, row);
  const moderates = accountHoldsRole(viewer?.role, moderationRoles);
  if (!row || !(row.isPublic || mayManage || moderates)) throw notFound('The project');
  return row;
}
