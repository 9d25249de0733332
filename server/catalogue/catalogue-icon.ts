import sharp from 'sharp';
import type { UploadSpec, UploadedFile } from '../core/route';
import { validationFailed } from '../core/app-error';
import type { MediaWriter } from '../storage/media-storage';
import { storeFile } from '../storage/store-file';

/** A catalogue icon upload: a PNG, JPEG or WebP picture of at most 1 MB. */
export const catalogueIconUpload: UploadSpec = {
  field: 'image',
  maxBytes: 1024 * 1024,
  kinds: ['png', 'jpeg', 'webp'],
};

const iconSize = 256;

/**
 * Stores an uploaded icon re-encoded as a square-bounded WebP (no metadata kept), under a new
 * key in `folder`. A picture that cannot be read is a field error on `image`.
 */
export async function storeCatalogueIcon(
  storage: MediaWriter,
  file: UploadedFile,
  folder: string,
): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await sharp(file.bytes, { limitInputPixels: 25_000_000 })
      .resize({ width: iconSize, height: iconSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw validationFailed({ image: 'validation.admin_catalogue.icon_unreadable' });
  }
  return storeFile(storage, bytes, folder, 'webp');
}
