import type { Logger } from '../http/logger';
import type { UploadedFiles } from '../http/route';
import type { MediaStorage } from '../storage/media-storage';
import {
  noListingFiles,
  removeListingFiles,
  storeListingUploads,
  type ListingFileRefs,
  type StoredUploads,
} from './listing-files';

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
 * Stores the request's files under `listings/<id>/`, then runs `save` (the transaction that
 * writes the rows). When storing or saving fails, every file stored by this request is removed
 * before the error goes on: no orphan files, and (the transaction rolled back) no half rows.
 */
export async function saveWithListingFiles<T>(
  work: FileWork,
  listingId: number,
  files: UploadedFiles,
  save: (uploads: StoredUploads) => Promise<T>,
): Promise<T> {
  const stored: ListingFileRefs = noListingFiles();
  try {
    return await save(await storeListingUploads(work.storage, listingId, files, stored));
  } catch (error) {
    await removeListingFiles(work.storage, stored, logLeftover(work.log));
    throw error;
  }
}
