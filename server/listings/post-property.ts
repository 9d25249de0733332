import { paths } from '@/utils/paths';
import type { ListingSavedDto } from '@/contracts/dto/listing-saved-dto';
import type { ListingFieldsInput } from '@/contracts/requests/listing-requests';
import { databaseErrorOf, runInTransaction } from '../db/transactions';
import { notePageChanged } from '../pages/changed-pages';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles, Viewer } from '../core/route';
import { assertPackageRoom } from '../packages/assert-package-room';
import { consumePackageUnit } from '../packages/consume-package-unit';
import { checkListingReferences, referenceGone } from './check-listing-references';
import { decideReview, type ReviewDecision } from './decide-review';
import { toFacilityRows, toListingChanges, toParameterRows } from './listing-changes';
import { checkListingUploads, type StoredUploads } from './listing-files';
import { assertMayList } from './listing-gate';
import { assertSlugFree, generateListingSlug, isSlugClash, slugTaken } from './listing-slug';
import {
  appendGalleryImages,
  insertDocuments,
  insertListing,
  replaceFacilities,
  replaceParameters,
  reserveListingId,
  type NewListingRow,
} from './listings-repository';
import { saveWithListingFiles, type FileWork } from './save-listing-files';

function newListingRow(
  id: number,
  ownerId: number,
  input: ListingFieldsInput,
  review: ReviewDecision,
  uploads: StoredUploads,
): Omit<NewListingRow, 'slugId'> {
  return {
    ...toListingChanges(input),
    id,
    ownerId,
    title: input.title,
    description: input.description,
    price: input.price,
    categoryId: input.category_id,
    propertyType: input.property_type,
    city: input.city,
    state: input.state,
    country: input.country,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    rentDuration: input.property_type === 'rent' ? (input.rentduration ?? null) : null,
    reviewStatus: review.reviewStatus,
    rejectionReason: null,
    publishedAt: review.publishedAt ?? null,
    titleImage: uploads.titleImage ?? null,
    threeDImage: uploads.threeDImage ?? null,
    metaImage: uploads.metaImage ?? null,
  };
}

/** Writes the listing and everything it holds in one transaction; answers the slug used. */
async function insertNewListing(
  db: Database,
  viewer: Viewer,
  row: Omit<NewListingRow, 'slugId'>,
  input: ListingFieldsInput,
  uploads: StoredUploads,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runInTransaction(db, async (tx) => {
        // The package unit is used in the listing's transaction: a failed save uses none.
        await consumePackageUnit(tx, viewer, 'property_list');
        const slug = input.slug_id || (await generateListingSlug(tx, input.title));
        await insertListing(tx, { ...row, slugId: slug });
        await replaceParameters(tx, row.id!, toParameterRows(input.parameters ?? []));
        await replaceFacilities(tx, row.id!, toFacilityRows(input.facilities ?? []));
        await appendGalleryImages(tx, row.id!, uploads.gallery);
        await insertDocuments(tx, row.id!, uploads.documents);
        return slug;
      });
    } catch (error) {
      if (isSlugClash(error)) {
        if (input.slug_id) throw slugTaken();
        // A chosen slug of another listing can still take a generated one ("flat-2"): retry.
        if (attempt < 3) continue;
      }
      if (databaseErrorOf(error)?.code === '23503') throw referenceGone();
      throw error;
    }
  }
}

/**
 * `post_property`: the signed-in user lists a property (the owner is the session's user; a
 * `userid` or any admin-only field in the request is ignored). The user must pass the listing
 * gates and have room in a package (one "property list" unit is used in the listing's
 * transaction); the category, parameters and facilities must exist; a chosen slug must be free. The
 * files are checked, stored, and the rows written in one transaction; on any failure nothing
 * stays behind. The listing is pending review unless decideReview approves it.
 */
export async function postProperty(
  db: Database,
  viewer: Viewer,
  input: ListingFieldsInput,
  files: UploadedFiles,
  work: FileWork,
): Promise<ListingSavedDto> {
  await assertMayList(db, viewer.userId);
  await assertPackageRoom(db, viewer, 'property_list');
  if (!files.title_image?.length) {
    throw validationFailed({ title_image: 'Add a title photo (JPEG or PNG)' });
  }
  await checkListingReferences(db, {
    categoryId: input.category_id,
    listingCategoryId: input.category_id,
    parameters: input.parameters ?? [],
    facilities: input.facilities,
  });
  if (input.slug_id) await assertSlugFree(db, input.slug_id);
  await checkListingUploads(files);
  const review = await decideReview(db, viewer, { ownerId: viewer.userId, publishedAt: null });
  const id = await reserveListingId(db);
  const slugId = await saveWithListingFiles(work, id, files, (uploads) =>
    insertNewListing(
      db,
      viewer,
      newListingRow(id, viewer.userId, input, review, uploads),
      input,
      uploads,
    ),
  );
  // A visitor may have opened the address before it existed: its "not found" page is replaced.
  notePageChanged(paths.propertyDetail(slugId));
  return { id, slug_id: slugId, review_status: review.reviewStatus, rejection_reason: null };
}
