import {
  listingFileFields,
  listingUploadLimits,
  type ListingFileField,
} from '@/contracts/listing-upload-limits';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../core/route';
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

/** The file fields of post_property / update_post_property (limits in contracts/). */
export const listingUploads: readonly UploadSpec[] = uploadSpecsOf(
  listingUploadLimits,
  listingFileFields,
);

/**
 * A listing's stored files: photos by image key (each has WebP variants) and plain files
 * (documents) by key. Filled as files are stored, so a failure midway knows what to remove.
 */
export interface ListingFileRefs {
  images: string[];
  files: string[];
}

export const noListingFiles = (): ListingFileRefs => ({ images: [], files: [] });

/** What one request stored, by the column or table it goes to. */
export interface StoredUploads {
  titleImage?: string;
  threeDImage?: string;
  metaImage?: string;
  gallery: string[];
  documents: { file: string; name: string }[];
}

type PhotoField = Exclude<ListingFileField, 'documents'>;
const photoFields: readonly PhotoField[] = [
  'title_image',
  'gallery_images',
  'meta_image',
  'three_d_image',
];

/**
 * Checks every uploaded file before anything is stored: photos by their header (readable,
 * at least 120 × 120, under the pixel cap: decompression bombs never get decoded), documents
 * by their structure.
 */
export async function checkListingUploads(files: UploadedFiles): Promise<void> {
  for (const field of photoFields) {
    const { minWidth, minHeight, maxPixels } = listingUploadLimits[field];
    for (const file of filesOf(files, field)) {
      await checkImage(file.bytes, { field, minWidth, minHeight, maxPixels });
    }
  }
  for (const file of filesOf(files, 'documents')) checkDocument(file.bytes, file.kind, 'documents');
}

function storePhoto(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
  field: PhotoField,
): Promise<string> {
  return storeListingPhoto(storage, file, folder, field, {
    maxPixels: listingUploadLimits[field].maxPixels,
    largeSize: field === 'three_d_image' ? panoramaLargeSize : undefined,
  });
}

/**
 * Stores the checked uploads of one request under `listings/<id>/` through `storage` (the
 * request's staged upload batch): photos re-encoded to WebP (EXIF and GPS dropped), documents
 * as they are.
 */
export async function storeListingUploads(
  storage: MediaWriter,
  listingId: number,
  files: UploadedFiles,
): Promise<StoredUploads> {
  const folder = `listings/${listingId}`;
  const one = async (field: PhotoField) => {
    const [file] = filesOf(files, field);
    return file ? storePhoto(storage, file, folder, field) : undefined;
  };
  const result: StoredUploads = {
    titleImage: await one('title_image'),
    threeDImage: await one('three_d_image'),
    metaImage: await one('meta_image'),
    gallery: [],
    documents: [],
  };
  for (const file of filesOf(files, 'gallery_images')) {
    result.gallery.push(await storePhoto(storage, file, folder, 'gallery_images'));
  }
  result.documents = await storeListingDocuments(storage, files, folder);
  return result;
}

/**
 * Removes a listing's stored files: every variant of each photo and each document. Missing
 * files are fine. A file that cannot be removed is reported to `onError` and skipped, so a
 * committed change is never answered as a failure because of a leftover file. Account deletion
 * calls this with listOwnerListingFiles (listings-repository) read before the delete.
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
