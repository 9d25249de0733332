import type { ListingFormDataDto } from '@/contracts/dto/editable-listing-dto';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { findListingGate } from '../listings/listing-gate';
import { loadEditableListing } from './load-editable-listing';

/**
 * `listing-form`: what the add and edit pages need first. A gated user gets only the gate (the
 * page shows its message instead of the form); otherwise, with a slug, the caller's own listing
 * (404 when it is not theirs or unknown, 409 `listing_locked` when sold or rented).
 */
export async function getListingFormData(
  db: Database,
  viewer: Viewer,
  slugId: string | undefined,
): Promise<ListingFormDataDto> {
  const gate = await findListingGate(db, viewer.userId);
  if (gate || !slugId) return { gate, listing: null };
  const listing = await loadEditableListing(db, { userId: viewer.userId, slugId });
  return { gate: null, listing };
}
