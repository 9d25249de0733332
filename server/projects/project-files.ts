import {
  projectFileFields,
  projectUploadLimits,
  type ProjectFileField,
} from '@/contracts/project-upload-limits';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../core/route';
import { checkDocument } from '../storage/check-document';
import { checkImage } from '../storage/check-image';
import {
  filesOf,
  storeListingDocuments,
  storeListingPhoto,
  uploadSpecsOf,
} from '../storage/listing-uploads';
import type { MediaWriter } from '../storage/media-storage';
import { storeFile } from '../storage/store-file';

/** The file fields of post_project (limits in contracts/project-upload-limits.ts). */
export const projectUploads: readonly UploadSpec[] = uploadSpecsOf(
  projectUploadLimits,
  projectFileFields,
);

/** A stored floor-plan file: a photo (image key, with variants) or a PDF (file key). */
export interface StoredPlanFile {
  key: string;
  kind: 'image' | 'pdf';
}

/** What one request stored, by the column or table it goes to. */
export interface StoredProjectUploads {
  image?: string;
  metaImage?: string;
  gallery: string[];
  documents: { file: string; name: string }[];
  /** By their index in `plan_documents`. */
  planFiles: StoredPlanFile[];
}

const photoFields = ['image', 'gallery_images', 'meta_image'] as const;

function photoRules(field: ProjectFileField) {
  const { minWidth, minHeight, maxPixels } = projectUploadLimits[field] as {
    minWidth: number;
    minHeight: number;
    maxPixels: number;
  };
  return { field, minWidth, minHeight, maxPixels };
}

/** Checks every uploaded file before anything is stored (photos by header, documents by structure). */
export async function checkProjectUploads(files: UploadedFiles): Promise<void> {
  for (const field of photoFields) {
    for (const file of filesOf(files, field)) await checkImage(file.bytes, photoRules(field));
  }
  for (const file of filesOf(files, 'documents')) checkDocument(file.bytes, file.kind, 'documents');
  for (const file of filesOf(files, 'plan_documents')) {
    if (file.kind === 'pdf') checkDocument(file.bytes, file.kind, 'plan_documents');
    else await checkImage(file.bytes, photoRules('plan_documents'));
  }
}

function storePhoto(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
  field: ProjectFileField,
): Promise<string> {
  return storeListingPhoto(storage, file, folder, field, {
    maxPixels: photoRules(field).maxPixels,
  });
}

/**
 * Stores the checked uploads of one request under `projects/<id>/` through `storage` (the
 * request's staged upload batch): photos and photo plans re-encoded to WebP (EXIF dropped),
 * documents and PDF plans as they are.
 */
export async function storeProjectUploads(
  storage: MediaWriter,
  projectId: number,
  files: UploadedFiles,
): Promise<StoredProjectUploads> {
  const folder = `projects/${projectId}`;
  const one = async (field: 'image' | 'meta_image') => {
    const [file] = filesOf(files, field);
    return file ? storePhoto(storage, file, folder, field) : undefined;
  };
  const result: StoredProjectUploads = {
    image: await one('image'),
    metaImage: await one('meta_image'),
    gallery: [],
    documents: [],
    planFiles: [],
  };
  for (const file of filesOf(files, 'gallery_images')) {
    result.gallery.push(await storePhoto(storage, file, folder, 'gallery_images'));
  }
  result.documents = await storeListingDocuments(storage, files, folder);
  for (const file of filesOf(files, 'plan_documents')) {
    if (file.kind === 'pdf') {
      const key = await storeFile(storage, file.bytes, folder, 'pdf');
      result.planFiles.push({ key, kind: 'pdf' });
    } else {
      const key = await storePhoto(storage, file, folder, 'plan_documents');
      result.planFiles.push({ key, kind: 'image' });
    }
  }
  return result;
}
