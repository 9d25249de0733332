import { eq } from 'drizzle-orm';
import type { OwnerProjectDto } from '@/contracts/dto/project-dto';
import type { ProjectStatusInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { loadOwnerProjects } from './load-owner-projects';
import { noteProjectPageChanged } from './note-project-page';
import { assertCanManageProject } from './project-access';
import { findProject } from './projects-repository';
import { updateProjectWhere } from './project-review-repository';

const notApproved = () =>
  new AppError('invalid_status_change', 409, 'Only an approved project can be switched on or off.');

/**
 * `change-project-status`: the owner (or an admin) switches an approved project on (public) or
 * off (hidden). A project under review or rejected cannot be switched (409).
 */
export async function changeProjectStatus(
  db: Database,
  viewer: Viewer,
  input: ProjectStatusInput,
): Promise<{ data: OwnerProjectDto; message: string }> {
  const project = assertCanManageProject(viewer, await findProject(db, input.project_id));
  if (project.reviewStatus !== 'approved') throw notApproved();
  const isWritten = await updateProjectWhere(
    db,
    project.id,
    eq(projects.reviewStatus, 'approved'),
    {
      isActive: input.status === 'active',
    },
  );
  if (!isWritten) throw notApproved(); // reviewed again meanwhile
  const { data } = await loadOwnerProjects(db, {
    where: eq(projects.id, project.id),
    limit: 1,
    offset: 0,
  });
  if (!data[0]) throw notFound('The project');
  noteProjectPageChanged(project.slugId);
  return {
    data: data[0],
    message: input.status === 'active' ? 'The project is active.' : 'The project is inactive.',
  };
}
