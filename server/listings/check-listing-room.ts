import type { FieldErrors } from '@/contracts/api-envelope';
import type { Database } from '../db/database';
import type { FileCounts } from './listing-files';
import type { ListingKind } from './listing-kind';
import { listMediaIds } from './listing-repository';

/** The removals an edit asks for (ids of its own gallery photos and documents). */
export interface RoomRequest {
  remove_gallery_images?: readonly number[];
  remove_documents?: readonly number[];
}

const unique = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

/**
 * Why a save's photos and documents do not fit the listing (none yet for a new one), as field
 * errors: the ids to remove must be its own, and after the removals and additions it stays
 * within its totals (30 photos, 10 documents). Run before storing (a quick refusal) and again
 * in the transaction, with the listing row locked (the answer that counts).
 */
export async function listingRoomErrors(
  db: Database,
  kind: ListingKind,
  listingId: number | null,
  request: RoomRequest,
  files: FileCounts,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const { photoIds, documentIds } = listingId
    ? await listMediaIds(db, kind, listingId)
    : { photoIds: [], documentIds: [] };
  const check = (
    field: 'remove_gallery_images' | 'remove_documents',
    upload: 'gallery_images' | 'documents',
    what: string,
    own: readonly number[],
  ) => {
    const wanted = unique(request[field]);
    const strangers = wanted.filter((id) => !own.includes(id));
    if (strangers.length > 0) {
      errors[field] = `These ${what} are not part of this ${kind.noun}: ${strangers.join(', ')}`;
    }
    const max = kind.media.limits[upload]?.maxPerListing ?? 0;
    const total = own.length - (wanted.length - strangers.length) + (files[upload] ?? 0);
    if (total > max) {
      const label = upload === 'documents' ? 'documents' : 'gallery photos';
      errors[upload] = `A ${kind.noun} holds at most ${max} ${label}; this one would have ${total}`;
    }
  };
  check('remove_gallery_images', 'gallery_images', 'photos', photoIds);
  check('remove_documents', 'documents', 'documents', documentIds);
  return errors;
}
