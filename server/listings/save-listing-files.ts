import type { Logger } from '../core/logger';
import type { Database } from '../db/database';
import type { MediaStorage, MediaWriter } from '../storage/media-storage';
import { stageUploads } from '../storage/staged-uploads';

export interface FileWork {
  storage: MediaStorage;
  log?: Logger;
}

/** Logs a file that could not be removed (it is left behind, the answer stands). */
export const logLeftover =
  (log: Logger | undefined) =>
  (error: unknown, key: string): void =>
    log?.warn({ err: error, key }, 'a listing file could not be removed');

/**
 * The staged upload of any record with files (a listing, a project): `store` writes the files
 * through the batch, `save` commits the rows, then the files are published; on failure they
 * are discarded.
 */
export async function saveWithStagedFiles<U, T>(
  work: FileWork,
  store: (batch: MediaWriter) => Promise<U>,
  save: (uploads: U) => Promise<T>,
): Promise<T> {
  const batch = stageUploads(work.storage);
  let saved: T;
  try {
    saved = await save(await store(batch));
  } catch (error) {
    await batch.discard(logLeftover(work.log));
    throw error;
  }
  // Committed: the rows stand; a file that cannot be moved is logged, not answered as a failure.
  await batch.publish((error, key) =>
    work.log?.error({ err: error, key }, 'a committed listing file could not be published'),
  );
  return saved;
}

/**
 * Places a saved listing's files (ListingEditor.placeFiles). The save is committed: a file that
 * cannot be moved stays where it is, is logged, and the answer stands.
 */
export async function placeSavedFiles(
  placeFiles: ((db: Database, listingId: number, work: FileWork) => Promise<void>) | undefined,
  db: Database,
  listingId: number,
  work: FileWork,
): Promise<void> {
  await placeFiles?.(db, listingId, work).catch((error: unknown) =>
    work.log?.error({ err: error, listingId }, 'the files of a saved listing could not be placed'),
  );
}
