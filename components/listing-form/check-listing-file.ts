import {
  listingUploadLimits,
  megabyte,
  type ListingFileField,
  type ListingFileLimit,
} from '@/contracts/listing-upload-limits';
import { readImageSize, type ImageSize } from '@/components/ui/profile-photo-check';

export type ListingFileProblem = 'type' | 'too_large' | 'too_small' | 'unreadable';

const imageMimeTypes: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const documentExtensions: Readonly<Record<string, readonly string[]>> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
};

function hasAllowedType(file: File, limit: ListingFileLimit): boolean {
  const name = file.name.toLowerCase();
  return limit.kinds.some((kind) => {
    const mime = imageMimeTypes[kind];
    if (mime) return file.type === mime;
    return (documentExtensions[kind] ?? []).some((extension) => name.endsWith(extension));
  });
}

/**
 * Why a chosen file cannot go into `field`, or null when it can: the type (JPEG or PNG for
 * photos; PDF or Word for documents), the size cap and, for photos, at least 120 × 120 — the
 * limits of contracts/listing-upload-limits.ts, checked here before any upload. The server
 * checks again by the file's bytes.
 */
export function checkListingFile(
  field: ListingFileField,
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<ListingFileProblem | null> {
  return checkFileLimit(listingUploadLimits[field], file, readSize);
}

/**
 * Why a chosen file does not fit `limit` (a field of contracts/*-upload-limits.ts), or null.
 * The size in pixels is checked for images only (a PDF floor plan has none).
 */
export async function checkFileLimit(
  limit: ListingFileLimit,
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<ListingFileProblem | null> {
  if (!hasAllowedType(file, limit)) return 'type';
  if (file.size > limit.maxBytes) return 'too_large';
  if (limit.minWidth === undefined || limit.minHeight === undefined) return null;
  if (!Object.values(imageMimeTypes).includes(file.type)) return null;
  try {
    const { width, height } = await readSize(file);
    return width >= limit.minWidth && height >= limit.minHeight ? null : 'too_small';
  } catch {
    return 'unreadable';
  }
}

/** The values the problem's message shows: the cap in MB and the smallest size in pixels. */
export function fileProblemVars(field: ListingFileField): Record<string, number> {
  const limit: ListingFileLimit = listingUploadLimits[field];
  return { mb: Math.round(limit.maxBytes / megabyte), min: limit.minWidth ?? 0 };
}
