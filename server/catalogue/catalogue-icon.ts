import sharp from 'sharp';
import type { UploadedFile } from '../core/route';
import { validationFailed } from '../core/app-error';
import type { MediaStorage, MediaWriter } from '../storage/media-storage';
import {
  saveWithPicture,
  type PictureSaved,
  type PictureStore,
} from '../storage/save-with-picture';
import { storeFile } from '../storage/store-file';

/** The most a catalogue icon (a PNG, JPEG or WebP picture) may weigh: 1 MB. */
export const catalogueIconMaxBytes = 1024 * 1024;

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

/**
 * A save of a catalogue entry that may bring a new icon (see saveWithPicture): the icon is
 * published once `save` has committed. A replaced uploaded icon is removed then; the seeded SVG
 * icons may be shared, so they stay.
 */
export function saveWithIcon<T>(
  storage: MediaStorage,
  icon: UploadedFile | undefined,
  folder: string,
  save: (image: string | undefined) => Promise<PictureSaved<T>>,
): Promise<T> {
  return saveWithPicture(storage, icon, catalogueIcon(folder), save);
}

const catalogueIcon = (folder: string): PictureStore => ({
  store: (writer, file) => storeCatalogueIcon(writer, file, folder),
  removeReplaced: async (storage, key) => {
    if (key.endsWith('.webp')) await storage.remove(key);
  },
});
