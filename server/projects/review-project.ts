import { eq, sql } from 'drizzle-orm';
import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import type { ReviewProjectInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { requireAdmin } from '../moderation/require-admin';
import { loadProjectQueue } from './get-project-review-queue';
import { noteProjectPageChanged } from './note-project-page';
import { updateProjectWhere } from './project-review-repository';

/**
 * `admin/review-project`: the admin approves a project (published the first time; public while
 * active) or rejects it with a reason its owner reads, as admin/review-listing does for
 * properties. A reviewed project can be reviewed again.
 */
export async function reviewProject(
  db: Database,
  viewer: Viewer,
  input: ReviewProjectInput,
): Promise<{ data: ReviewQueueProjectDto; message: string }> {
  requireAdmin(viewer);
  const isApproved = input.decision === 'approved';
  const isWritten = await updateProjectWhere(
    db,
    input.project_id,
    undefined,
    isApproved
      ? {
          reviewStatus: 'approved',
          rejectionReason: null,
          publishedAt: sql`coalesce(${projects.publishedAt}, now())`,
        }
      : { reviewStatus: 'rejected', rejectionReason: input.reason ?? '' },
  );
  if (!isWritten) throw notFound('The project');
  const { data } = await loadProjectQueue(db, {
    where: eq(projects.id, input.project_id),
    limit: 1,
    offset: 0,
  });
  const row = data[0];
  if (!row) throw notFound('The project');
  noteProjectPageChanged(row.slug_id);
  return {
    data: row,
    message: isApproved ? 'The project is approved.' : 'The project is rejected.',
  };
}
