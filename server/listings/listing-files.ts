import {
  listingFileFields,
  listingUploadLimits,
  type ListingFileField,
} from '@/contracts/listing-upload-limits';
import { validationFailed } from '../http/app-error';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../http/route';
import { checkDocument, type DocumentKind } from '../storage/check-document';
import { checkImage } from '../storage/check-image';
import { fileKindExtensions } from '../storage/detect-file-kind';
import { newMediaId } from '../storage/image-variants';
import type { MediaStorage, MediaWriter } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import { panoramaLargeSize, storeImageAt } from '../storage/store-image-at';
import { storeFile } from '../storage/store-file';

/** The file fields of post_property / update_post_property (limits in contracts/). */
export const listingUploads: readonly UploadSpec[] = listingFileFields.map((field) => ({
  field,
  maxBytes: listingUploadLimits[field].maxBytes,
  kinds: listingUploadLimits[field].kinds,
  maxCount: listingUploadLimits[field].maxPerRequest,
}));

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

const filesOf = (files: UploadedFiles, field: ListingFileField): readonly UploadedFile[] =>
  files[field] ?? [];

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

/** Bidirectional overrides and isolates: they can make "fdp.exe" read as "exe.pdf". */
const bidiControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;
const unsafeCharacters = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/**
 * The name a document is shown under: the client's file name without any path, control or
 * direction characters, at most 100 characters, ending in the extension of its real kind.
 * For display only; the stored file has a server-generated name.
 */
export function documentDisplayName(clientName: string, kind: DocumentKind, index = 0): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(bidiControls, '')
    .replace(unsafeCharacters, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 100)
    .trim();
  return `${stem || `Document ${index + 1}`}.${fileKindExtensions[kind]}`;
}

/** A decoding failure (not a file system error, which carries a code) is the file's fault. */
function asFileError(error: unknown, field: string): unknown {
  if (error instanceof Error && 'code' in error) return error;
  return validationFailed({ [field]: 'The image could not be read.' });
}

async function storePhoto(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
  field: PhotoField,
): Promise<string> {
  const imageKey = `${folder}/${newMediaId()}`;
  try {
    await storeImageAt(storage, file.bytes, imageKey, {
      maxPixels: listingUploadLimits[field].maxPixels,
      largeSize: field === 'three_d_image' ? panoramaLargeSize : undefined,
    });
  } catch (error) {
    throw asFileError(error, field);
  }
  return imageKey;
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
  for (const [index, file] of filesOf(files, 'documents').entries()) {
    const kind = checkDocument(file.bytes, file.kind, 'documents');
    const key = await storeFile(storage, file.bytes, folder, kind);
    result.documents.push({ file: key, name: documentDisplayName(file.filename, kind, index) });
  }
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
