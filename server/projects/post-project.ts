import type { ProjectSavedDto } from '@/contracts/dto/project-dto';
import type { NewProjectInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import { checkListingReferences, referenceGone } from '../listings/check-listing-references';
import { decideReview, type ReviewDecision } from '../listings/decide-review';
import { assertMayList } from '../listings/listing-gate';
import { saveWithStagedFiles, type FileWork } from '../listings/save-listing-files';
import { assertPackageRoom } from '../packages/assert-package-room';
import { consumePackageUnit } from '../packages/consume-package-unit';
import { checkProjectRoom } from './check-project-room';
import { applyFloorPlans, toProjectChanges } from './project-changes';
import {
  checkProjectUploads,
  storeProjectUploads,
  type StoredProjectUploads,
} from './project-files';
import { noteProjectPageChanged } from './note-project-page';
import {
  assertProjectSlugFree,
  generateProjectSlug,
  isProjectSlugClash,
  projectSlugTaken,
} from './project-slug';
import {
  appendProjectImages,
  insertProject,
  insertProjectDocuments,
  reserveProjectId,
  type NewProjectRow,
} from './projects-repository';

function newProjectRow(
  id: number,
  ownerId: number,
  input: NewProjectInput,
  review: ReviewDecision,
  uploads: StoredProjectUploads,
): Omit<NewProjectRow, 'slugId'> {
  return {
    ...toProjectChanges(input),
    id,
    ownerId,
    title: input.title,
    description: input.description,
    categoryId: input.category_id,
    type: input.type,
    location: input.location,
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
    reviewStatus: review.reviewStatus,
    rejectionReason: null,
    publishedAt: review.publishedAt ?? null,
    image: uploads.image ?? null,
    metaImage: uploads.metaImage ?? null,
  };
}

/** Writes the project and everything it holds in one transaction; answers the slug used. */
async function insertNewProject(
  db: Database,
  viewer: Viewer,
  row: Omit<NewProjectRow, 'slugId'>,
  input: NewProjectInput,
  files: UploadedFiles,
  uploads: StoredProjectUploads,
): Promise<string> {
  const id = row.id!;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runInTransaction(db, async (tx) => {
        // The package unit is used in the project's transaction: a failed save uses none.
        await consumePackageUnit(tx, viewer, 'project_list');
        const slug = input.slug_id || (await generateProjectSlug(tx, input.title));
        await insertProject(tx, { ...row, slugId: slug });
        const work = await checkProjectRoom(tx, null, input, files);
        await applyFloorPlans(tx, id, work, uploads);
        await appendProjectImages(tx, id, uploads.gallery);
        await insertProjectDocuments(tx, id, uploads.documents);
        return slug;
      });
    } catch (error) {
      if (isProjectSlugClash(error)) {
        if (input.slug_id) throw projectSlugTaken();
        // A chosen slug of another project can still take a generated one: retry.
        if (attempt < 3) continue;
      }
      if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
      throw error;
    }
  }
}

/**
 * `post_project` without `id`: the signed-in user lists a new development (the owner is the
 * session's user; an owner field in the body is ignored). The user must pass the listing gates
 * and have room in a package (one "project list" unit, used in the project's transaction),
 * the category must exist, a chosen slug must be free, the main image is required. Files are
 * checked, stored staged, and the rows written in one transaction; on any failure nothing
 * stays behind. The project is pending review unless decideReview approves it.
 */
export async function postProject(
  db: Database,
  viewer: Viewer,
  input: NewProjectInput,
  files: UploadedFiles,
  work: FileWork,
): Promise<ProjectSavedDto> {
  await assertMayList(db, viewer.userId);
  await assertPackageRoom(db, viewer, 'project_list');
  if (!files.image?.length) {
    throw validationFailed({ image: 'Add the project’s main photo (JPEG or PNG)' });
  }
  if (input.plans?.some((plan) => plan.id)) {
    throw validationFailed({ plans: 'A new project has no floor plans to change yet' });
  }
  await checkListingReferences(db, { categoryId: input.category_id });
  if (input.slug_id) await assertProjectSlugFree(db, input.slug_id);
  await checkProjectRoom(db, null, input, files);
  await checkProjectUploads(files);
  const review = await decideReview(db, viewer, { ownerId: viewer.userId, publishedAt: null });
  const id = await reserveProjectId(db);
  const slugId = await saveWithStagedFiles(
    work,
    (batch) => storeProjectUploads(batch, id, files),
    (uploads) =>
      insertNewProject(
        db,
        viewer,
        newProjectRow(id, viewer.userId, input, review, uploads),
        input,
        files,
        uploads,
      ),
  );
  noteProjectPageChanged(slugId);
  return { id, slug_id: slugId, review_status: review.reviewStatus, rejection_reason: null };
}
