import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { removeListingFiles } from '../listings/listing-files';
import { logLeftover, type FileWork } from '../listings/save-listing-files';
import { noteProjectPageChanged } from './note-project-page';
import { assertCanManageProject } from './project-access';
import { deleteProjectRow, findProject, listProjectFiles } from './projects-repository';

/**
 * `delete_project`: the owner or an admin deletes a project; its plans, documents, photos,
 * favourites and enquiries go with it (cascades), and after the commit every stored file.
 */
export async function deleteProject(
  db: Database,
  viewer: Viewer,
  id: number,
  work: FileWork,
): Promise<void> {
  const project = assertCanManageProject(viewer, await findProject(db, id));
  const files = await runInTransaction(db, async (tx) => {
    // Locked, so an edit saving meanwhile finishes first and its files are on the list.
    if (!(await findProject(tx, id, { lock: true }))) throw notFound('The project');
    const stored = await listProjectFiles(tx, id);
    await deleteProjectRow(tx, id);
    return stored;
  });
  noteProjectPageChanged(project.slugId);
  await removeListingFiles(work.storage, files, logLeftover(work.log));
}
