import type { ProjectSavedDto } from '@/contracts/dto/project-dto';
import type { PostProjectInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { notFound, validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import { checkListingReferences, referenceGone } from '../listings/check-listing-references';
import { decideReview } from '../listings/decide-review';
import { removeListingFiles, type ListingFileRefs } from '../listings/listing-files';
import { assertMayList } from '../listings/listing-gate';
import { logLeftover, saveWithStagedFiles, type FileWork } from '../listings/save-listing-files';
import { checkProjectRoom } from './check-project-room';
import { noteProjectPageChanged } from './note-project-page';
import { assertCanManageProject } from './project-access';
import { applyFloorPlans, toProjectChanges } from './project-changes';
import {
  checkProjectUploads,
  storeProjectUploads,
  type StoredProjectUploads,
} from './project-files';
import { assertProjectSlugFree, isProjectSlugClash, projectSlugTaken } from './project-slug';
import {
  appendProjectImages,
  deleteProjectDocuments,
  deleteProjectImages,
  findProject,
  insertProjectDocuments,
  updateProjectRow,
  type EditableProjectRow,
  type ProjectChanges,
} from './projects-repository';

/** A new slug is only taken while the project was never published (links stay stable). */
async function slugAfter(db: Database, project: EditableProjectRow, input: PostProjectInput) {
  if (!input.slug_id || input.slug_id === project.slugId) return undefined;
  if (project.publishedAt) {
    throw validationFailed({ slug_id: 'The web address of a published project cannot change' });
  }
  await assertProjectSlugFree(db, input.slug_id, project.id);
  return input.slug_id;
}

/** The edit's transaction, with the project row locked; answers the files it replaced. */
async function applyEdit(
  db: Database,
  projectId: number,
  plan: { input: PostProjectInput; files: UploadedFiles; changes: ProjectChanges },
  uploads: StoredProjectUploads,
): Promise<ListingFileRefs> {
  return runInTransaction(db, async (tx) => {
    const current = await findProject(tx, projectId, { lock: true });
    if (!current) throw notFound('The project');
    const work = await checkProjectRoom(tx, projectId, plan.input, plan.files);
    const replaced: ListingFileRefs = { images: [], files: [] };
    const changes: ProjectChanges = { ...plan.changes };
    if (uploads.image) changes.image = uploads.image;
    if (uploads.metaImage) changes.metaImage = uploads.metaImage;
    for (const column of ['image', 'metaImage'] as const) {
      const old = current[column];
      if (old && changes[column] !== undefined && changes[column] !== old)
        replaced.images.push(old);
    }
    await updateProjectRow(tx, projectId, changes);
    const plans = await applyFloorPlans(tx, projectId, work, uploads);
    replaced.images.push(
      ...plans.images,
      ...(await deleteProjectImages(tx, projectId, plan.input.remove_gallery_images ?? [])),
    );
    replaced.files.push(
      ...plans.files,
      ...(await deleteProjectDocuments(tx, projectId, plan.input.remove_documents ?? [])),
    );
    await appendProjectImages(tx, projectId, uploads.gallery);
    await insertProjectDocuments(tx, projectId, uploads.documents);
    return replaced;
  }).catch((error: unknown) => {
    if (isProjectSlugClash(error)) throw projectSlugTaken();
    if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
    throw error;
  });
}

/**
 * `post_project` with `id`: the owner or an admin edits a project. Only the fields sent change;
 * a new main or meta image replaces the old one; new photos, documents and plans are added; the
 * `remove_*` ids go; the plans sent are renamed, reordered or get a new file. The edited project
 * goes back to review (decideReview), like an edited property. Replaced and removed files are
 * deleted after the commit; on failure the new files are removed and nothing changes.
 */
export async function updateProject(
  db: Database,
  viewer: Viewer,
  input: PostProjectInput & { id: number },
  files: UploadedFiles,
  work: FileWork,
): Promise<ProjectSavedDto> {
  const project = assertCanManageProject(viewer, await findProject(db, input.id));
  await assertMayList(db, viewer.userId);
  if (input.category_id) await checkListingReferences(db, { categoryId: input.category_id });
  const slugId = await slugAfter(db, project, input);
  await checkProjectRoom(db, project.id, input, files);
  await checkProjectUploads(files);
  const review = await decideReview(db, viewer, project);
  const changes: ProjectChanges = {
    ...toProjectChanges(input),
    ...(slugId ? { slugId } : {}),
    reviewStatus: review.reviewStatus,
    rejectionReason: review.rejectionReason,
    ...(review.publishedAt ? { publishedAt: review.publishedAt } : {}),
  };
  const replaced = await saveWithStagedFiles(
    work,
    (batch) => storeProjectUploads(batch, project.id, files),
    (uploads) => applyEdit(db, project.id, { input, files, changes }, uploads),
  );
  noteProjectPageChanged(project.slugId);
  if (slugId) noteProjectPageChanged(slugId);
  await removeListingFiles(work.storage, replaced, logLeftover(work.log));
  return {
    id: project.id,
    slug_id: slugId ?? project.slugId,
    review_status: review.reviewStatus,
    rejection_reason: null,
  };
}
