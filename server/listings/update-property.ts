import { paths } from '@/utils/paths';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import type { UpdateListingInput } from '@/contracts/requests/listing-requests';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { notePageChanged } from '../pages/changed-pages';
import type { Database } from '../db/database';
import { AppError, notFound, validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import { assertCanManageListing } from '../owner-listings/listing-access';
import { checkListingReferences, referenceGone } from './check-listing-references';
import { checkListingRoom } from './check-listing-room';
import { decideReview } from './decide-review';
import { toFacilityRows, toListingChanges, toParameterRows } from './listing-changes';
import {
  checkListingUploads,
  removeListingFiles,
  type ListingFileRefs,
  type StoredUploads,
} from './listing-files';
import { assertMayList } from './listing-gate';
import { assertSlugFree, isSlugClash, slugTaken } from './listing-slug';
import {
  appendGalleryImages,
  deleteDocuments,
  deleteGalleryImages,
  findListing,
  insertDocuments,
  replaceFacilities,
  replaceParameters,
  updateAvailableListing,
  type EditableListingRow,
  type ListingChanges,
} from './listings-repository';
import { logLeftover, saveWithListingFiles, type FileWork } from './save-listing-files';

export const listingLocked = (): AppError =>
  new AppError('listing_locked', 409, 'A sold or rented listing can no longer be edited.');

/** The rent duration after the edit: sell listings have none, rent listings must have one. */
function rentDurationAfter(listing: EditableListingRow, input: UpdateListingInput) {
  const type = input.property_type ?? listing.propertyType;
  if (type === 'sell') return null;
  const duration =
    input.rentduration ?? (listing.propertyType === 'rent' ? listing.rentDuration : null);
  if (!duration) throw validationFailed({ rentduration: 'Choose how often the rent is paid' });
  return duration;
}

/** A new slug is only taken while the listing was never published (links stay stable). */
async function slugAfter(db: Database, listing: EditableListingRow, input: UpdateListingInput) {
  if (!input.slug_id || input.slug_id === listing.slugId) return undefined;
  if (listing.publishedAt) {
    throw validationFailed({
      slug_id: 'The web address of a published listing cannot change',
    });
  }
  await assertSlugFree(db, input.slug_id, listing.id);
  return input.slug_id;
}

interface EditPlan {
  input: UpdateListingInput;
  files: UploadedFiles;
  changes: ListingChanges;
}

/**
 * The transaction of an edit, with the listing row locked: re-checks what may have changed
 * meanwhile, writes the changes, and answers the files the edit replaced or removed (deleted
 * only after the commit).
 */
async function applyEdit(
  db: Database,
  listingId: number,
  plan: EditPlan,
  uploads: StoredUploads,
): Promise<ListingFileRefs> {
  return runInTransaction(db, async (tx) => {
    const current = await findListing(tx, listingId, { lock: true });
    if (!current) throw notFound('The property');
    if (current.listingStatus !== 'available') throw listingLocked();
    await checkListingRoom(tx, listingId, plan.input, plan.files);
    const replaced: ListingFileRefs = { images: [], files: [] };
    const changes: ListingChanges = { ...plan.changes };
    if (uploads.titleImage) changes.titleImage = uploads.titleImage;
    if (uploads.metaImage) changes.metaImage = uploads.metaImage;
    if (uploads.threeDImage) changes.threeDImage = uploads.threeDImage;
    else if (plan.input.remove_three_d_image) changes.threeDImage = null;
    for (const column of ['titleImage', 'metaImage', 'threeDImage'] as const) {
      const old = current[column];
      if (old && changes[column] !== undefined && changes[column] !== old) {
        replaced.images.push(old);
      }
    }
    if (!(await updateAvailableListing(tx, listingId, changes))) throw listingLocked();
    if (plan.input.parameters) {
      await replaceParameters(tx, listingId, toParameterRows(plan.input.parameters));
    }
    if (plan.input.facilities) {
      await replaceFacilities(tx, listingId, toFacilityRows(plan.input.facilities));
    }
    replaced.images.push(
      ...(await deleteGalleryImages(tx, listingId, plan.input.remove_gallery_images ?? [])),
    );
    replaced.files.push(
      ...(await deleteDocuments(tx, listingId, plan.input.remove_documents ?? [])),
    );
    await appendGalleryImages(tx, listingId, uploads.gallery);
    await insertDocuments(tx, listingId, uploads.documents);
    return replaced;
  }).catch((error: unknown) => {
    if (isSlugClash(error)) throw slugTaken();
    if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
    throw error;
  });
}

/**
 * `update_post_property` (action_type 0): the owner or an admin edits a listing still on the
 * market. Only the fields sent change; new title / meta / 3D images replace the old ones,
 * new gallery photos and documents are added, the `remove_*` ids are removed. The edited
 * listing goes back to review (decideReview). Files replaced or removed are deleted after the
 * commit; on failure the new files are removed and nothing changes.
 */
export async function updateProperty(
  db: Database,
  viewer: Viewer,
  input: UpdateListingInput,
  files: UploadedFiles,
  work: FileWork,
): Promise<ListingSavedDto> {
  const listing = assertCanManageListing(viewer, await findListing(db, input.id));
  if (listing.listingStatus !== 'available') throw listingLocked();
  await assertMayList(db, viewer.userId);
  const rentDuration = rentDurationAfter(listing, input);
  await checkListingReferences(db, {
    categoryId: input.category_id ?? undefined,
    listingCategoryId: input.category_id ?? listing.categoryId,
    parameters: input.parameters,
    facilities: input.facilities,
  });
  const slugId = await slugAfter(db, listing, input);
  await checkListingRoom(db, listing.id, input, files);
  await checkListingUploads(files);
  const review = await decideReview(db, viewer, listing);
  const changes: ListingChanges = {
    ...toListingChanges(input),
    rentDuration,
    ...(slugId ? { slugId } : {}),
    reviewStatus: review.reviewStatus,
    rejectionReason: review.rejectionReason,
    ...(review.publishedAt ? { publishedAt: review.publishedAt } : {}),
  };
  const plan: EditPlan = { input, files, changes };
  const replaced = await saveWithListingFiles(work, listing.id, files, (uploads) =>
    applyEdit(db, listing.id, plan, uploads),
  );
  notePageChanged(paths.propertyDetail(listing.slugId));
  if (slugId) notePageChanged(paths.propertyDetail(slugId));
  await removeListingFiles(work.storage, replaced, logLeftover(work.log));
  return {
    id: listing.id,
    slug_id: slugId ?? listing.slugId,
    review_status: review.reviewStatus,
    rejection_reason: null,
  };
}
