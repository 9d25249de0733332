import { validationFailed } from '../core/app-error';
import type { UploadedFile } from '../core/route';
import { checkImage, photoRules } from './check-image';
import { storeImage } from './image-variants';
import type { MediaWriter } from './media-storage';

/**
 * Checks an uploaded photo (at least 120 × 120, at most 40 MP) and stores it re-encoded as WebP
 * variants, without EXIF, under `folder` through `storage` (a staged upload batch). A picture
 * that cannot be read is a field error on `file.field`. Answers the image key.
 */
export async function storePhotoUpload(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
): Promise<string> {
  await checkImage(file.bytes, { field: file.field, ...photoRules });
  try {
    return await storeImage(storage, file.bytes, folder);
  } catch (error) {
    // File system errors carry a code (ENOSPC…) and stay 500s; sharp's decoding errors do not.
    if (error instanceof Error && 'code' in error) throw error;
    throw validationFailed({ [file.field]: 'The image could not be read.' });
  }
}
