import { AppError } from '../core/app-error';
import type { Database } from '../db/database';
import type { ListingEditor, ListingSaveInput } from './listing-editor';
import { removeListingFiles } from './listing-files';
import { tellOwnerOfReview } from './tell-owner-of-review';
import type { ListingKind, OwnerListingView } from './listing-kind';
import { findEditableListing } from './listing-repository';
import { sharedListingChanges } from './listing-changes';
import { changedListing, onlyListing } from './changed-listing';
import { loadQueuedListings, type QueuedListing } from './get-review-queue';
import type { ListingReview } from './review-listing';
import {
  deleteRevision,
  findRevision,
  refuseRevision,
  uploadFileRefs,
} from './revision-repository';
import { logLeftover, placeSavedFiles, type FileWork } from './save-listing-files';
import { applyEdit } from './update-listing';

const noRevision = (noun: string): AppError =>
  new AppError('not_found', `No change of this ${noun} waits for review.`);

/** Approves a revision: its edit is written to the live listing, and the revision goes. */
async function applyRevision<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  listingId: number,
  work: FileWork,
): Promise<void> {
  const { kind } = editor;
  const revision = await findRevision(db, kind, listingId);
  const listing = await findEditableListing(db, kind, listingId);
  if (!listing || revision?.status !== 'pending') throw noRevision(kind.noun);
  // Checked when the owner sent it (the request's schema); the kind's checks run again here.
  const input = revision.edit as unknown as Edit;
  const changes = {
    ...sharedListingChanges(input),
    ...(await editor.checkEdit(db, listing, input, {})),
  };
  const replaced = await applyEdit(
    db,
    editor,
    listingId,
    {
      input,
      files: revision.fileCounts,
      changes,
      alsoInTransaction: async (tx) => {
        // The revision approved is the one read, still pending: a newer one sent meanwhile is
        // not applied, nor one rejected meanwhile (its files are being removed).
        const current = await findRevision(tx, kind, listingId, { lock: true });
        const isSame = current?.createdAt.getTime() === revision.createdAt.getTime();
        if (!isSame || current?.status !== 'pending') {
          throw noRevision(kind.noun);
        }
        await deleteRevision(tx, kind, listingId);
      },
    },
    revision.uploads,
  );
  await placeSavedFiles(editor.placeFiles, db, listingId, work);
  await removeListingFiles(work.storage, replaced, logLeftover(work.log));
}

/**
 * The admin's review of an edit of an approved listing (admin/review-listing-changes,
 * admin/review-project-changes): approved, the edit is written to the live listing (its page
 * regenerated, its new files kept, those it replaced removed); rejected, its files are removed
 * and the owner reads the reason, while the approved version stays as it was.
 */
export async function reviewListingChanges<
  OwnerRow extends OwnerListingView,
  New extends ListingSaveInput,
  Edit extends ListingSaveInput,
>(
  db: Database,
  kind: ListingKind<OwnerRow>,
  editor: ListingEditor<New, Edit>,
  review: ListingReview,
  work: FileWork,
): Promise<{ data: QueuedListing<OwnerRow>; message: string }> {
  const revision = await findRevision(db, kind, review.listingId);
  if (review.decision === 'approved') {
    await applyRevision(db, editor, review.listingId, work);
  } else {
    if (revision?.status !== 'pending') throw noRevision(kind.noun);
    if (!(await refuseRevision(db, kind, review.listingId, review.reason ?? ''))) {
      throw noRevision(kind.noun);
    }
    await removeListingFiles(work.storage, uploadFileRefs(revision.uploads), logLeftover(work.log));
  }
  const sentAt = revision?.createdAt.getTime() ?? 0;
  const reason = review.reason ?? null;
  await tellOwnerOfReview(db, kind, review.listingId, review.decision, reason, `changes:${sentAt}`);
  const { data } = await loadQueuedListings(db, kind, onlyListing(kind, review.listingId));
  return {
    data: changedListing(kind, data),
    message: `The changes to the ${kind.noun} are ${review.decision}.`,
  };
}
