import sharp from 'sharp';
import type { UploadSpec, UploadedFile } from '../core/route';
import { validationFailed } from '../core/app-error';
import type { MediaStorage, MediaWriter } from '../storage/media-storage';
import { stageUploads } from '../storage/staged-uploads';
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

/** What a save with an icon gives back: its own result, and the icon it replaced (if any). */
export interface IconSaved<T> {
  result: T;
  /** The icon the entry had before a new one replaced it; null when none was replaced. */
  replacedIcon: string | null;
}

/**
 * A save of a catalogue entry that may bring a new icon: the icon is stored staged and handed
 * to `save` (undefined without one), published once `save` has committed and discarded if it
 * fails. A replaced uploaded icon is removed then; the seeded SVG icons may be shared, so they
 * stay.
 */
export async function saveWithIcon<T>(
  storage: MediaStorage,
  icon: UploadedFile | undefined,
  folder: string,
  save: (image: string | undefined) => Promise<IconSaved<T>>,
): Promise<T> {
  const upload = stageUploads(storage);
  let saved: IconSaved<T>;
  try {
    saved = await save(icon ? await storeCatalogueIcon(upload, icon, folder) : undefined);
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await upload.publish();
  if (saved.replacedIcon?.endsWith('.webp')) await storage.remove(saved.replacedIcon);
  return saved.result;
}
