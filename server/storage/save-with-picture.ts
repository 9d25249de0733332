import type { UploadedFile } from '../core/route';
import type { MediaStorage, MediaWriter } from './media-storage';
import { stageUploads } from './staged-uploads';

/** How one kind of entry keeps its picture (a catalogue icon, an article's cover). */
export interface PictureStore {
  /** Checks and stores the upload through `writer`; answers the key to save on the row. */
  store(writer: MediaWriter, file: UploadedFile): Promise<string>;
  /** Removes a picture the new one replaced (what the kind may share, it keeps). */
  removeReplaced(storage: MediaStorage, key: string): Promise<void>;
}

/** What a save with a picture gives back: its own result, and the picture it replaced (if any). */
export interface PictureSaved<T> {
  result: T;
  /** The picture the entry had before a new one replaced it; null when none was replaced. */
  replaced: string | null;
}

/**
 * A save of an entry that may bring a new picture: the picture is stored staged and its key
 * handed to `save` (undefined without one), published once `save` has committed and discarded
 * if it fails. The picture it replaced is removed then.
 */
export async function saveWithPicture<T>(
  storage: MediaStorage,
  file: UploadedFile | undefined,
  picture: PictureStore,
  save: (key: string | undefined) => Promise<PictureSaved<T>>,
): Promise<T> {
  const upload = stageUploads(storage);
  let saved: PictureSaved<T>;
  try {
    saved = await save(file ? await picture.store(upload, file) : undefined);
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await upload.publish();
  if (saved.replaced) await picture.removeReplaced(storage, saved.replaced);
  return saved.result;
}
