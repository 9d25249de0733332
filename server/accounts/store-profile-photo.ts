import type { UploadedFile } from '../core/route';
import type { MediaWriter } from '../storage/media-storage';
import { storePhotoUpload } from '../storage/store-photo-upload';

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
export const storeProfilePhoto = (storage: MediaWriter, file: UploadedFile): Promise<string> =>
  storePhotoUpload(storage, { ...file, field: profilePhotoUpload.field }, 'profiles');
