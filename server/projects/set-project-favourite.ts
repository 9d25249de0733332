import type { ProjectFavouriteInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { findVisibleProject } from './find-visible-project';
import { addProjectFavourite, removeProjectFavourite } from './project-engagement-repository';

/**
 * `add-project-favourite` (like add_favourite for properties): type 1 saves a public project,
 * 0 takes it out; both idempotent. An unknown or hidden project is a 404 (the owner's own
 * hidden project too: only public projects are saved).
 */
export async function setProjectFavourite(
  db: Database,
  viewer: Viewer,
  input: ProjectFavouriteInput,
): Promise<{ data: { project_id: number; is_favourite: boolean }; message: string }> {
  const project = await findVisibleProject(db, { id: input.project_id }, null);
  const isAdding = input.type === 1;
  if (isAdding) await addProjectFavourite(db, viewer.userId, project.id);
  else await removeProjectFavourite(db, viewer.userId, project.id);
  return {
    data: { project_id: project.id, is_favourite: isAdding },
    message: isAdding ? 'Added to your favourites.' : 'Removed from your favourites.',
  };
}
