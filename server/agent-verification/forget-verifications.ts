import type { Database } from '../db/database';
import type { MediaStorage } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import { deleteSubmissionsOf, type VerificationFileRef } from './agent-verification-repository';

/**
 * For a deleted account: its verification submissions go (inside the caller's transaction),
 * answering their files — identity documents among them — for `removeVerificationFiles`.
 */
export function forgetVerifications(tx: Database, userId: number): Promise<VerificationFileRef[]> {
  return deleteSubmissionsOf(tx, userId);
}

/** Removes the files of forgotten submissions; one that cannot be removed goes to `onError`. */
export async function removeVerificationFiles(
  storage: MediaStorage,
  files: readonly VerificationFileRef[],
  onError: (error: unknown, key: string) => void,
): Promise<void> {
  for (const file of files) {
    try {
      if (file.kind === 'image') await removeImage(storage, file.key);
      else await storage.remove(file.key);
    } catch (error) {
      onError(error, file.key);
    }
  }
}
