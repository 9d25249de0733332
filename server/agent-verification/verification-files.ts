import { verificationLimits, verificationMessages } from '@/contracts/agent-verification-rules';
import { validationFailed } from '../core/app-error';
import { documentDisplayName } from '../storage/listing-uploads';
import type { UploadSpec, UploadedFile } from '../core/route';
import { checkDocument } from '../storage/check-document';
import { checkImage, photoRules } from '../storage/check-image';
import { fileKindExtensions } from '../core/detect-file-kind';
import { storeImage } from '../storage/image-variants';
import type { MediaWriter } from '../storage/media-storage';
import { storeFile } from '../storage/store-file';

/** The multipart field the form's files come in; a file field's value is an index here. */
export const verificationFilesField = 'form_files';

export const verificationUploads: readonly UploadSpec[] = [
  {
    field: verificationFilesField,
    maxBytes: verificationLimits.fileMaxBytes,
    kinds: verificationLimits.fileKinds,
    maxCount: verificationLimits.maxFiles,
  },
];

/** A file of the form, stored: a photo's image key (WebP variants) or a PDF's file key. */
export interface StoredVerificationFile {
  key: string;
  kind: 'image' | 'pdf';
  name: string;
}

/** Checks a file by its content before anything is stored; the error names the form field. */
export async function checkVerificationFile(file: UploadedFile, errorKey: string): Promise<void> {
  if (file.kind === 'pdf') {
    checkDocument(file.bytes, file.kind, errorKey);
    return;
  }
  if (file.kind !== 'jpeg' && file.kind !== 'png') {
    throw validationFailed({ [errorKey]: verificationMessages.file });
  }
  await checkImage(file.bytes, { field: errorKey, ...photoRules });
}

/**
 * Stores a checked file under `verification/<user id>/`: photos re-encoded to WebP (EXIF and
 * any GPS position dropped), PDFs as they are; the client's file name is kept, cleaned, for
 * display.
 */
export async function storeVerificationFile(
  storage: MediaWriter,
  userId: number,
  file: UploadedFile,
  errorKey: string,
): Promise<StoredVerificationFile> {
  const folder = `verification/${userId}`;
  // The client's name, cleaned as a listing document's is (no path, controls or bidi marks).
  const stem = documentDisplayName(file.filename, 'pdf').replace(/\.pdf$/, '');
  const name = `${stem}.${fileKindExtensions[file.kind]}`;
  if (file.kind === 'pdf') {
    return { key: await storeFile(storage, file.bytes, folder, 'pdf'), kind: 'pdf', name };
  }
  try {
    return { key: await storeImage(storage, file.bytes, folder), kind: 'image', name };
  } catch (error) {
    // File system errors carry a code and stay 500s; sharp's decoding errors are the file's.
    if (error instanceof Error && 'code' in error) throw error;
    throw validationFailed({ [errorKey]: 'The image could not be read.' });
  }
}
