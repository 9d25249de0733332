import type { FieldErrors } from '@/contracts/api-envelope';
import { listingUploadLimits } from '@/contracts/listing-upload-limits';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import type { UploadedFiles } from '../core/route';
import {
  countDocuments,
  countGalleryImages,
  findOwnDocumentIds,
  findOwnGalleryIds,
} from './listings-repository';

export interface RoomRequest {
  remove_gallery_images?: number[];
  remove_documents?: number[];
}

const unique = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

/**
 * Checks an edit's photos and documents: the ids to remove must belong to this listing, and
 * after the removals and additions the listing stays within its totals (30 photos, 10
 * documents). Run before storing (a quick refusal) and again in the transaction, with the
 * listing row locked (the answer that counts).
 */
export async function checkListingRoom(
  db: Database,
  listingId: number,
  request: RoomRequest,
  files: UploadedFiles,
): Promise<void> {
  const errors: FieldErrors = {};
  const removePhotos = unique(request.remove_gallery_images);
  const removeDocuments = unique(request.remove_documents);
  // One query after another: in the transaction they share one connection.
  const ownPhotos = await findOwnGalleryIds(db, listingId, removePhotos);
  const ownDocuments = await findOwnDocumentIds(db, listingId, removeDocuments);
  const photoCount = await countGalleryImages(db, listingId);
  const documentCount = await countDocuments(db, listingId);
  const strangers = (wanted: number[], own: number[]) => wanted.filter((id) => !own.includes(id));
  const strangePhotos = strangers(removePhotos, ownPhotos);
  if (strangePhotos.length > 0) {
    errors.remove_gallery_images = `These photos are not part of this listing: ${strangePhotos.join(', ')}`;
  }
  const strangeDocuments = strangers(removeDocuments, ownDocuments);
  if (strangeDocuments.length > 0) {
    errors.remove_documents = `These documents are not part of this listing: ${strangeDocuments.join(', ')}`;
  }
  const maxPhotos = listingUploadLimits.gallery_images.maxPerListing;
  const photos = photoCount - ownPhotos.length + (files.gallery_images?.length ?? 0);
  if (photos > maxPhotos) {
    errors.gallery_images = `A listing holds at most ${maxPhotos} gallery photos; this one would have ${photos}`;
  }
  const maxDocuments = listingUploadLimits.documents.maxPerListing;
  const documents = documentCount - ownDocuments.length + (files.documents?.length ?? 0);
  if (documents > maxDocuments) {
    errors.documents = `A listing holds at most ${maxDocuments} documents; this one would have ${documents}`;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
