import { validationFailed } from '../core/app-error';
import type { UploadedFile } from '../core/route';
import { checkImage, photoRules } from '../storage/check-image';
import { storeImage } from '../storage/image-variants';
import type { MediaWriter } from '../storage/media-storage';

/** The profile photo upload: the `profile` file of update_profile. */
export const profilePhotoUpload = {
  field: 'profile',
  maxBytes: 5 * 1_048_576,
  kinds: ['jpeg', 'png'],
} as const;

/**
 * Checks a profile photo (JPEG or PNG by its bytes, at least 120 × 120, at most 40 MP) and
 * stores it re-encoded as WebP variants, without EXIF, through `storage` (a staged upload
 * batch for update_profile). Answers the image key.
 */
export async function storeProfilePhoto(storage: MediaWriter, file: UploadedFile): Promise<string> {
  await checkImage(file.bytes, { field: profilePhotoUpload.field, ...photoRules });
  try {
    return await storeImage(storage, file.bytes, 'profiles');
  } catch (error) {
    // File system errors carry a code (ENOSPC…) and stay 500s; sharp's decoding errors do not.
    if (error instanceof Error && 'code' in error) throw error;
    throw validationFailed({ [profilePhotoUpload.field]: 'The image could not be read.' });
  }
}
