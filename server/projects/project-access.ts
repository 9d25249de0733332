import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { canManageListing } from '../owner-listings/listing-access';

/** 404 for a project that does not exist, 403 for someone else's (owner or admin only). */
export function assertCanManageProject<T extends { ownerId: number }>(
  viewer: Viewer,
  project: T | null,
): T {
  if (!project) throw notFound('The project');
  if (!canManageListing(viewer, project)) {
    throw new AppError('forbidden', 403, 'Only the owner of this project can do that.');
  }
  return project;
}
