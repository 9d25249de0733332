import type { ListingFileLimit } from '@/contracts/listing-upload-limits';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../core/route';
import type { StoredUploadKeys } from '../db/schema/listing-columns';
import { checkDocument } from '../storage/check-document';
import { checkImage } from '../storage/check-image';
import {
  filesOf,
  storeListingDocuments,
  storeListingPhoto,
  uploadSpecsOf,
} from '../storage/listing-uploads';
import type { MediaStorage, MediaWriter } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import { panoramaLargeSize } from '../storage/store-image-at';
import { storeFile } from '../storage/store-file';
import type { ListingFileRefs, ListingKind, ListingMedia } from './listing-kind';

/** A stored file of a kind's own field: a photo (image key, with variants) or a PDF. */
export type StoredAttachment = StoredUploadKeys['attachments'][string][number];

/** What one request stored, by where it goes. */
export type StoredListingUploads = StoredUploadKeys;

/** How many files a save sent per upload field: what the room checks count. */
export type FileCounts = Readonly<Record<string, number>>;

export const fileCountsOf = (files: UploadedFiles): FileCounts =>
  Object.fromEntries(Object.entries(files).map(([field, sent]) => [field, sent.length]));

/** The route's upload specs of a kind (post_property, post_project …). */
export const listingUploadSpecs = (kind: ListingKind): readonly UploadSpec[] =>
  uploadSpecsOf(kind.media.limits, Object.keys(kind.media.limits));

type FieldRole = 'photo' | 'gallery' | 'documents' | 'attachment';

function roleOf(media: ListingMedia, field: string): FieldRole {
  if (field === 'documents') return 'documents';
  if (field === 'gallery_images') return 'gallery';
  return field in media.photoColumns ? 'photo' : 'attachment';
}

const isPhoto = (file: UploadedFile): boolean => file.kind === 'jpeg' || file.kind === 'png';

function photoRules(field: string, limit: ListingFileLimit) {
  const { minWidth = 0, minHeight = 0, maxPixels = Number.POSITIVE_INFINITY } = limit;
  return { field, minWidth, minHeight, maxPixels };
}

/**
 * Checks every uploaded file before anything is stored: photos by their header (readable,
 * at least 120 × 120, under the pixel cap: decompression bombs never get decoded), documents
 * by their structure; a field that takes both checks each file as what its bytes are.
 */
export async function checkListingUploads(kind: ListingKind, files: UploadedFiles) {
  for (const [field, limit] of Object.entries(kind.media.limits)) {
    const role = roleOf(kind.media, field);
    for (const file of filesOf(files, field)) {
      if (role === 'documents' || (role === 'attachment' && !isPhoto(file))) {
        checkDocument(file.bytes, file.kind, field);
      } else {
        await checkImage(file.bytes, photoRules(field, limit));
      }
    }
  }
}

/**
 * Stores the checked uploads of one request under `<folder>/<id>/` through `storage` (the
 * request's staged upload batch): photos re-encoded to WebP (EXIF and GPS dropped), documents
 * and PDFs as they are.
 */
export async function storeListingUploads(
  storage: MediaWriter,
  kind: ListingKind,
  listingId: number,
  files: UploadedFiles,
): Promise<StoredListingUploads> {
  const { media } = kind;
  const folder = `${media.folder}/${listingId}`;
  const storePhoto = (file: UploadedFile, field: string) =>
    storeListingPhoto(storage, file, folder, field, {
      maxPixels: photoRules(field, media.limits[field]!).maxPixels,
      largeSize: media.panoramaFields?.includes(field) ? panoramaLargeSize : undefined,
    });
  const stored: StoredListingUploads = { photos: {}, gallery: [], documents: [], attachments: {} };
  for (const field of Object.keys(media.limits)) {
    const role = roleOf(media, field);
    if (role === 'documents') {
      stored.documents = await storeListingDocuments(storage, files, folder);
      continue;
    }
    for (const file of filesOf(files, field)) {
      if (role === 'photo')
        stored.photos[media.photoColumns[field]!] = await storePhoto(file, field);
      else if (role === 'gallery') stored.gallery.push(await storePhoto(file, field));
      else {
        const attachment: StoredAttachment = isPhoto(file)
          ? { key: await storePhoto(file, field), kind: 'image' }
          : { key: await storeFile(storage, file.bytes, folder, 'pdf'), kind: 'pdf' };
        (stored.attachments[field] ??= []).push(attachment);
      }
    }
  }
  return stored;
}

/**
 * Removes stored files: every variant of each photo and each document. Missing files are fine.
 * A file that cannot be removed is reported to `onError` and skipped, so a committed change is
 * never answered as a failure because of a leftover file.
 */
export async function removeListingFiles(
  storage: MediaStorage,
  refs: ListingFileRefs,
  onError: (error: unknown, key: string) => void = () => {},
): Promise<void> {
  for (const imageKey of refs.images) {
    await removeImage(storage, imageKey).catch((error: unknown) => onError(error, imageKey));
  }
  for (const key of refs.files) {
    await storage.remove(key).catch((error: unknown) => onError(error, key));
  }
}
