import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { forgetMessagesOf } from '../chat/chat-repository';
import { closeUserStreams } from '../realtime/publish-live-event';
import {
  forgetVerifications,
  removeVerificationFiles,
} from '../agent-verification/forget-verifications';
import type { VerificationFileRef } from '../agent-verification/agent-verification-repository';
import { AppError, notFound } from '../core/app-error';
import { getLogger } from '../core/logger';
import type { Viewer } from '../core/route';
import { listingKinds } from '../listing-kinds';
import { removeListingFiles } from '../listings/listing-files';
import { noListingFiles, type ListingFileRefs } from '../listings/listing-kind';
import { listFilesWhere } from '../listings/listing-repository';
import { noteOwnerListingPages } from '../listings/note-listing-pages';
import { deleteFeedPreferences } from '../feed/feed-repository';
import { deleteEngagementOf, lowerLikes } from '../properties/listing-engagement-repository';
import type { MediaStorage } from '../storage/media-storage';
import { removeImage } from '../storage/remove-image';
import {
  anonymiseUser,
  databaseErrorOf,
  deleteUserRow,
  findUserById,
  revokeAllSessions,
  runInTransaction,
} from './accounts-repository';

/**
 * `delete_user`: the signed-in user deletes their own account (`userid` only confirms it; any
 * other id is 403). Every session ends; the row goes with its sessions, listings and
 * advertisements (cascades). Should a record that must stay refer to the user, the row is
 * anonymised instead. Either way its favourites and interest go (each liked listing counts one
 * like less), their chat messages lose their text and files (the other side sees their places)
 * and the email and mobile are free to register again. The profile
 * photo files are removed, and so are the files of the listings and projects deleted with the
 * account and of its agent verification submissions.
 */
export async function deleteAccount(
  db: Database,
  viewer: Viewer,
  userid: number,
  storage: MediaStorage,
): Promise<void> {
  if (userid !== viewer.userId) {
    throw new AppError('forbidden', 'You can only delete your own account.');
  }
  const user = await findUserById(db, viewer.userId);
  if (!user) throw notFound('Your account');
  let listingFiles: ListingFileRefs = noListingFiles();
  let verificationFiles: VerificationFileRef[] = [];
  let chatFiles: string[] = [];
  // Their pages go (or lose the owner's name): noted before the listings are.
  await noteOwnerListingPages(db, listingKinds, user.id);
  await runInTransaction(db, async (tx) => {
    await revokeAllSessions(tx, user.id);
    // Its favourites stop counting as likes, and its interest goes, whether the row is
    // deleted or kept anonymised.
    await lowerLikes(tx, await deleteEngagementOf(tx, user.id));
    // Agent verification answers (identity documents among them) go either way too.
    verificationFiles = await forgetVerifications(tx, user.id);
    // Their chat messages lose their text and files; the other side keeps their places.
    chatFiles = await forgetMessagesOf(tx, user.id);
    // Their feed interests are personal too, kept or not.
    await deleteFeedPreferences(tx, user.id);
    const ownFiles = noListingFiles();
    for (const kind of listingKinds) {
      const stored = await listFilesWhere(tx, kind, eq(kind.table.ownerId, user.id));
      ownFiles.images.push(...stored.images);
      ownFiles.files.push(...stored.files);
    }
    try {
      // A nested transaction is a savepoint: a refused delete leaves the outer one usable.
      await runInTransaction(tx, (savepoint) => deleteUserRow(savepoint, user.id));
      // The listings went with the row (cascade): their files go after the commit.
      listingFiles = ownFiles;
    } catch (error) {
      // 23503 foreign_key_violation (NO ACTION), 23001 restrict_violation (RESTRICT)
      if (!['23503', '23001'].includes(databaseErrorOf(error)?.code ?? '')) throw error;
      await anonymiseUser(tx, user.id);
    }
  });
  // Every open live stream of the account ends, on every instance.
  await closeUserStreams(user.id, null);
  if (user.profileImage) await removeImage(storage, user.profileImage);
  await removeListingFiles(storage, listingFiles, (error, key) =>
    getLogger().warn({ err: error, key }, 'could not remove a deleted account listing file'),
  );
  await removeVerificationFiles(storage, verificationFiles, (error, key) =>
    getLogger().warn({ err: error, key }, 'could not remove a deleted account verification file'),
  );
  for (const key of chatFiles) {
    await storage.remove(key).catch((error: unknown) => {
      getLogger().warn({ err: error, key }, 'could not remove a deleted account chat file');
    });
  }
}
