import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import type { Database } from '../db/database';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { assertPackageRoom } from '../packages/assert-package-room';
import { consumePackageUnit } from '../packages/consume-package-unit';
import { referenceGone } from './check-listing-references';
import type { ListingEditor, ListingSaveInput, NewListingColumns } from './listing-editor';
import { storeListingUploads } from './listing-files';
import { assertMayList } from './listing-gate';
import { assertSlugFree, generateListingSlug, isSlugClash, slugTaken } from './listing-slug';
import { reserveListingId } from './listing-repository';
import { noteListingPageChanged } from './note-listing-pages';
import { addListingMedia, checkFilesAndReview } from './save-listing-rows';
import { placeSavedFiles, saveWithStagedFiles, type FileWork } from './save-listing-files';

/** What a new listing's save needs besides the editor: its input, files and columns. */
interface NewListingSave<New extends ListingSaveInput> {
  viewer: Viewer;
  input: New & { title: string };
  files: UploadedFiles;
  columns: Omit<NewListingColumns, 'slugId'>;
}

/** Writes the listing and everything it holds in one transaction; answers the slug used. */
async function insertNewListing<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  save: NewListingSave<New>,
  uploads: Parameters<ListingEditor<New, Edit>['insert']>[3],
): Promise<string> {
  const { kind } = editor;
  const { input, columns } = save;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runInTransaction(db, async (tx) => {
        // The package unit is used in the listing's transaction: a failed save uses none.
        await consumePackageUnit(tx, save.viewer, kind.packageFeature);
        const slugId = input.slug_id || (await generateListingSlug(tx, kind, input.title));
        await editor.insert(tx, { ...columns, slugId }, input, uploads, save.files);
        await addListingMedia(tx, kind, columns.id, uploads);
        return slugId;
      });
    } catch (error) {
      if (isSlugClash(kind, error)) {
        if (input.slug_id) throw slugTaken(kind);
        // A chosen slug of another listing can still take a generated one ("flat-2"): retry.
        if (attempt < 3) continue;
      }
      if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
      throw error;
    }
  }
}

/**
 * A new listing of any kind (post_property, post_project without id): the owner is the session's
 * user (an owner field in the request is ignored). The user must pass the listing gates and have
 * room in a package (one unit of the kind's feature is used in the listing's transaction); the
 * required photo must come; the kind's checks must pass (references, its own files); a chosen
 * slug must be free. The files are checked, stored staged, and the rows written in one
 * transaction; on any failure nothing stays behind. The listing is pending review unless
 * decideReview approves it.
 */
export async function postListing<New extends ListingSaveInput, Edit extends ListingSaveInput>(
  db: Database,
  editor: ListingEditor<New, Edit>,
  viewer: Viewer,
  input: New & { title: string },
  files: UploadedFiles,
  work: FileWork,
): Promise<ListingSavedDto> {
  const { kind } = editor;
  await assertMayList(db, viewer.userId);
  await assertPackageRoom(db, viewer, kind.packageFeature);
  const required = kind.media.requiredPhoto;
  if (required && !files[required.field]?.length) {
    throw validationFailed({ [required.field]: required.message });
  }
  await editor.checkNew(db, input, files);
  if (input.slug_id) await assertSlugFree(db, kind, input.slug_id);
  const review = await checkFilesAndReview(db, editor, viewer, null, input, files);
  const id = await reserveListingId(db, kind);
  const columns = {
    id,
    ownerId: viewer.userId,
    reviewStatus: review.reviewStatus,
    rejectionReason: null,
    publishedAt: review.publishedAt ?? null,
  };
  const slugId = await saveWithStagedFiles(
    work,
    (batch) => storeListingUploads(batch, kind, id, files),
    (uploads) => insertNewListing(db, editor, { viewer, input, files, columns }, uploads),
  );
  await placeSavedFiles(editor.placeFiles, db, id, work);
  // A visitor may have opened the address before it existed: its "not found" page is replaced.
  noteListingPageChanged(kind, slugId);
  return {
    id,
    slug_id: slugId,
    review_status: review.reviewStatus,
    rejection_reason: null,
    changes_in_review: false,
  };
}
