import type { ProjectGatedDetailDto } from '@/contracts/dto/project-dto';
import type { ProjectGatedDetailQuery } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projectKind } from './project-kind';
import { listDocuments } from '../listings/listing-repository';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { hasPackageAccess } from '../packages/has-package-access';
import { packageRefusal } from '../packages/package-refusal';
import { mediaUrl } from '../storage/media-url';
import { findVisibleProject } from './find-visible-project';
import { toPlanFileDto } from './project-dto';
import { listProjectPlans } from './project-plans-repository';
import { findProjectDeveloper } from './project-read-repository';

/**
 * `get-project-gated-detail` (an addition to the spec's table): the parts of a project that a
 * package's "project access" gates, never in a static page's props: the floor plans' files,
 * the documents and the developer's contact details. Signed-in viewers only (the route), for a
 * public project (or their own / any for an admin). Someone else's project needs the "project
 * access" feature of one of the viewer's packages (403 with the spec's sentence otherwise).
 */
export async function getProjectGatedDetail(
  db: Database,
  viewer: Viewer,
  query: ProjectGatedDetailQuery,
): Promise<ProjectGatedDetailDto> {
  const target = query.id ? { id: query.id } : { slugId: query.slug_id ?? '' };
  const row = await findVisibleProject(db, target, viewer);
  const isOwn = viewer.role === 'admin' || viewer.userId === row.ownerId;
  if (!isOwn && !(await hasPackageAccess(db, viewer, 'project_access'))) {
    throw packageRefusal('project_access', true);
  }
  const [plans, documents, developer] = await Promise.all([
    listProjectPlans(db, row.id),
    listDocuments(db, projectKind, row.id),
    findProjectDeveloper(db, row.ownerId),
  ]);
  if (!developer) throw notFound('The project');
  return {
    id: row.id,
    slug_id: row.slugId,
    plans: plans.map(toPlanFileDto),
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      file: mediaUrl(document.file) ?? '',
    })),
    contact: { name: developer.name, mobile: developer.mobile, email: developer.email },
  };
}
