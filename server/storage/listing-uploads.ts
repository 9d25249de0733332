import type { ListingFileLimit } from '@/contracts/listing-upload-limits';
import { validationFailed } from '../core/app-error';
import type { UploadSpec, UploadedFile, UploadedFiles } from '../core/route';
import { checkDocument, type DocumentKind } from './check-document';
import { fileKindExtensions } from '../core/detect-file-kind';
import { newMediaId } from './image-variants';
import type { MediaWriter } from './media-storage';
import { storeImageAt, type StoreImageOptions } from './store-image-at';
import { storeFile } from './store-file';

/**
 * How a listing's uploads (a property's or a project's) are named and stored: the route's
 * upload specs from the shared limits, photos re-encoded under server-generated keys in the
 * listing's folder, documents stored as they are with a cleaned display name. The property and
 * project file modules say which fields go where.
 */

/** The route's upload specs, one per file field of `limits` (contracts/*-upload-limits.ts). */
export function uploadSpecsOf<F extends string>(
  limits: Readonly<Record<F, ListingFileLimit>>,
  fields: readonly F[],
): UploadSpec[] {
  return fields.map((field) => ({
    field,
    maxBytes: limits[field].maxBytes,
    kinds: limits[field].kinds,
    maxCount: limits[field].maxPerRequest,
  }));
}

export const filesOf = (files: UploadedFiles, field: string): readonly UploadedFile[] =>
  files[field] ?? [];

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

/**
 * Stores one checked photo of `field` under `<folder>/<new id>` (WebP variants, EXIF and GPS
 * dropped); a photo that cannot be decoded is the field's error. Answers the image key.
 */
export async function storeListingPhoto(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
  field: string,
  rules: StoreImageOptions,
): Promise<string> {
  const imageKey = `${folder}/${newMediaId()}`;
  try {
    await storeImageAt(storage, file.bytes, imageKey, rules);
  } catch (error) {
    throw asFileError(error, field);
  }
  return imageKey;
}

/** Stores the `documents` of one request in `folder` as they are, with their display names. */
export async function storeListingDocuments(
  storage: MediaWriter,
  files: UploadedFiles,
  folder: string,
): Promise<{ file: string; name: string }[]> {
  const stored: { file: string; name: string }[] = [];
  for (const [index, file] of filesOf(files, 'documents').entries()) {
    const kind = checkDocument(file.bytes, file.kind, 'documents');
    const key = await storeFile(storage, file.bytes, folder, kind);
    stored.push({ file: key, name: documentDisplayName(file.filename, kind, index) });
  }
  return stored;
}
