import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { FieldErrors } from '@/contracts/api-envelope';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { listingRoomErrors, type RoomRequest } from './check-listing-room';
import type { ListingEditor, ListingSaveInput } from './listing-editor';
import { decideReview, type ReviewDecision } from './decide-review';
import {
  checkListingUploads,
  fileCountsOf,
  type FileCounts,
  type StoredListingUploads,
} from './listing-files';
import type { ListingKind } from './listing-kind';
import { appendGalleryImages, insertDocuments } from './listing-repository';

/**
 * Refuses (422) a save whose photos, documents or the kind's own files do not fit the listing
 * (listingRoomErrors and the editor's roomErrors together).
 */
export async function assertListingRoom<
  New extends ListingSaveInput,
  Edit extends ListingSaveInput,
>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  listingId: number | null,
  input: (New | Edit) & RoomRequest,
  files: FileCounts,
): Promise<void> {
  const errors: FieldErrors = {
    ...(await listingRoomErrors(db, editor.kind, listingId, input, files)),
    ...(await editor.roomErrors?.(db, listingId, input, files)),
  };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Adds a save's new gallery photos and documents to the listing, in its transaction. */
export async function addListingMedia(
  tx: Database,
  kind: ListingKind,
  listingId: number,
  uploads: StoredListingUploads,
): Promise<void> {
  await appendGalleryImages(tx, kind, listingId, uploads.gallery);
  await insertDocuments(tx, kind, listingId, uploads.documents);
}

/**
 * The last checks of any save before its files are stored — they fit the listing (none yet for
 * a new one) and are what their bytes claim — and where the listing then stands.
 */
export async function checkFilesAndReview<
  New extends ListingSaveInput,
  Edit extends ListingSaveInput,
>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  viewer: Viewer,
  listing: {
    id: number;
    ownerId: number;
    publishedAt: Date | null;
    reviewStatus?: ReviewStatus;
  } | null,
  input: (New | Edit) & RoomRequest,
  files: UploadedFiles,
): Promise<ReviewDecision> {
  await assertListingRoom(db, editor, listing?.id ?? null, input, fileCountsOf(files));
  await checkListingUploads(editor.kind, files);
  return decideReview(db, viewer, listing ?? { ownerId: viewer.userId, publishedAt: null });
}
