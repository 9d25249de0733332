import type { FieldErrors } from '@/contracts/api-envelope';
import { projectUploadLimits } from '@/contracts/project-upload-limits';
import type { PostProjectInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles } from '../core/route';
import { planFloorPlans, type FloorPlanWork } from './plan-floor-plans';
import {
  listProjectDocumentIds,
  listProjectImageIds,
  listProjectPlans,
} from './projects-repository';

const unique = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

function checkRemovals(
  field: 'remove_gallery_images' | 'remove_documents',
  wanted: readonly number[],
  own: readonly number[],
  errors: FieldErrors,
): number {
  const strangers = wanted.filter((id) => !own.includes(id));
  if (strangers.length > 0) {
    const what = field === 'remove_documents' ? 'documents' : 'photos';
    errors[field] = `These ${what} are not part of this project: ${strangers.join(', ')}`;
  }
  return wanted.length - strangers.length;
}

/**
 * Checks a save's photos, documents and floor plans against the project (none yet for a new
 * one): the ids to change or remove must be its own, and after the save it stays within its
 * totals (30 photos, 10 documents, 20 plans). Run before storing (a quick refusal) and again in
 * the transaction with the project row locked (the answer that counts); answers the plan work.
 */
export async function checkProjectRoom(
  db: Database,
  projectId: number | null,
  input: PostProjectInput,
  files: UploadedFiles,
): Promise<FloorPlanWork> {
  const errors: FieldErrors = {};
  // One query after another: in the transaction they share one connection.
  const photoIds = projectId ? await listProjectImageIds(db, projectId) : [];
  const documentIds = projectId ? await listProjectDocumentIds(db, projectId) : [];
  const plans = projectId ? await listProjectPlans(db, projectId) : [];
  const removePhotos = unique(input.remove_gallery_images);
  const removeDocuments = unique(input.remove_documents);
  const removedPhotos = checkRemovals('remove_gallery_images', removePhotos, photoIds, errors);
  const removedDocuments = checkRemovals('remove_documents', removeDocuments, documentIds, errors);
  const maxPhotos = projectUploadLimits.gallery_images.maxPerListing;
  const photos = photoIds.length - removedPhotos + (files.gallery_images?.length ?? 0);
  if (photos > maxPhotos) {
    errors.gallery_images = `A project holds at most ${maxPhotos} gallery photos; this one would have ${photos}`;
  }
  const maxDocuments = projectUploadLimits.documents.maxPerListing;
  const documents = documentIds.length - removedDocuments + (files.documents?.length ?? 0);
  if (documents > maxDocuments) {
    errors.documents = `A project holds at most ${maxDocuments} documents; this one would have ${documents}`;
  }
  const planned = planFloorPlans(plans, {
    plans: input.plans,
    remove_plans: input.remove_plans,
    fileCount: files.plan_documents?.length ?? 0,
  });
  Object.assign(errors, planned.errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return planned.work;
}
