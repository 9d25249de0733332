import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { notFound, validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { referenceGone } from './check-listing-references';
import { assertCanManageListing } from './listing-access';
import { sharedListingChanges } from './listing-changes';
import type { ListingEditor, ListingSaveInput } from './listing-editor';
import {
  fileCountsOf,
  removeListingFiles,
  storeListingUploads,
  type FileCounts,
  type StoredListingUploads,
} from './listing-files';
import { assertMayList } from './listing-gate';
import type { ListingFileRefs, ListingKind } from './listing-kind';
import {
  deleteDocuments,
  deleteGalleryImages,
  findEditableListing,
  updateListingWhere,
  type EditableListing,
  type ListingChanges,
} from './listing-repository';
import { assertSlugFree, isSlugClash, slugTaken } from './listing-slug';
import { noteListingPageChanged } from './note-listing-pages';
import { reviseListing } from './revise-listing';
import { addListingMedia, assertListingRoom, checkFilesAndReview } from './save-listing-rows';
import {
  logLeftover,
  placeSavedFiles,
  saveWithStagedFiles,
  type FileWork,
} from './save-listing-files';

/** A new slug is only taken while the listing was never published (links stay stable). */
async function slugAfter(
  db: Database,
  kind: ListingKind,
  listing: EditableListing,
  slug: string | undefined,
): Promise<string | undefined> {
  if (!slug || slug === listing.slugId) return undefined;
  if (listing.publishedAt) {
    throw validationFailed({
      slug_id: `The web address of a published ${kind.noun} cannot change`,
    });
  }
  await assertSlugFree(db, kind, slug, listing.id);
  return slug;
}

/** The photo columns the edit changes, with the stored photos they replace. */
function photoChanges(current: EditableListing, changes: ListingChanges) {
  const replaced: string[] = [];
  for (const [column, old] of Object.entries(current.photos)) {
    if (old && changes[column] !== undefined && changes[column] !== old) replaced.push(old);
  }
  return replaced;
}

/** An edit as it is written: its fields, how many files it sent, the columns it changes. */
export interface AppliedEdit<Edit> {
  input: Edit;
  files: FileCounts;
  changes: ListingChanges;
  /** More work in the edit's transaction (an approved revision is deleted with it). */
  alsoInTransaction?: (tx: Database) => Promise<void>;
}

/**
 * The transaction of an edit, with the listing row locked: re-checks what may have changed
 * meanwhile, writes the changes, and answers the files the edit replaced or removed (deleted
 * only after the commit).
 */
export async function applyEdit<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  listingId: number,
  edit: AppliedEdit<Edit>,
  uploads: StoredListingUploads,
): Promise<ListingFileRefs> {
  const { kind } = editor;
  const { input, files } = edit;
  return runInTransaction(db, async (tx) => {
    const current = await findEditableListing(tx, kind, listingId, { lock: true });
    if (!current) throw notFound(kind.subject);
    await assertListingRoom(tx, editor, listingId, input, files);
    const changes: ListingChanges = { ...edit.changes, ...uploads.photos };
    const replaced: ListingFileRefs = { images: photoChanges(current, changes), files: [] };
    const guard = editor.editGuard;
    if (!(await updateListingWhere(tx, kind, listingId, guard?.condition, changes))) {
      throw guard ? guard.refusal() : notFound(kind.subject);
    }
    const own = await editor.writeEdit?.(tx, listingId, input, uploads, files);
    replaced.images.push(
      ...(own?.images ?? []),
      ...(await deleteGalleryImages(tx, kind, listingId, input.remove_gallery_images ?? [])),
    );
    replaced.files.push(
      ...(own?.files ?? []),
      ...(await deleteDocuments(tx, kind, listingId, input.remove_documents ?? [])),
    );
    await addListingMedia(tx, kind, listingId, uploads);
    await edit.alsoInTransaction?.(tx);
    return replaced;
  }).catch((error: unknown) => {
    if (isSlugClash(kind, error)) throw slugTaken(kind);
    if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
    throw error;
  });
}

/**
 * An edit of a listing of any kind (update_post_property, post_project with id): the owner or
 * an admin changes only the fields sent; new single photos replace the old ones, new gallery
 * photos and documents are added, the `remove_*` ids are removed, and the kind writes its own
 * rows. An approved listing stays as it is while the edit waits for review as a revision
 * (reviseListing; its price applies at once); any other goes back to review (decideReview). Files replaced or removed are
 * deleted after the commit; on failure the new files are removed and nothing changes.
 */
export async function updateListing<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  viewer: Viewer,
  input: Edit & { id: number },
  files: UploadedFiles,
  work: FileWork,
): Promise<ListingSavedDto> {
  const { kind } = editor;
  const listing = assertCanManageListing(
    kind,
    viewer,
    await findEditableListing(db, kind, input.id),
  );
  await editor.assertEditable?.(db, listing);
  await assertMayList(db, viewer.userId);
  const ownChanges = await editor.checkEdit(db, listing, input, files);
  const slugId = await slugAfter(db, kind, listing, input.slug_id);
  const review = await checkFilesAndReview(db, editor, viewer, listing, input, files);
  const edited: ListingChanges = {
    ...sharedListingChanges(input),
    ...ownChanges,
    ...(slugId ? { slugId } : {}),
  };
  if (listing.reviewStatus === 'approved' && review.reviewStatus !== 'approved') {
    // The approved version stays public; the edit waits for review as a revision.
    return reviseListing(db, editor, listing, { input, files, changes: edited }, work);
  }
  const changes: ListingChanges = {
    ...edited,
    reviewStatus: review.reviewStatus,
    rejectionReason: review.rejectionReason,
    ...(review.publishedAt ? { publishedAt: review.publishedAt } : {}),
  };
  const replaced = await saveWithStagedFiles(
    work,
    (batch) => storeListingUploads(batch, kind, listing.id, files),
    (uploads) =>
      applyEdit(db, editor, listing.id, { input, files: fileCountsOf(files), changes }, uploads),
  );
  await placeSavedFiles(editor.placeFiles, db, listing.id, work);
  noteListingPageChanged(kind, listing.slugId);
  if (slugId) noteListingPageChanged(kind, slugId);
  await removeListingFiles(work.storage, replaced, logLeftover(work.log));
  return {
    id: listing.id,
    slug_id: slugId ?? listing.slugId,
    review_status: review.reviewStatus,
    rejection_reason: null,
    changes_in_review: false,
  };
}
