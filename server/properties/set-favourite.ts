import type { FavouriteToggleDto } from '@/contracts/dto/listing-engagement-dto';
import type { ListingToggleInput } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { setListingFavourite } from '../listings/set-listing-favourite';
import { countLikes } from './listing-engagement-repository';
import { propertyKind } from './property-kind';

/**
 * `add_favourite`: type 1 saves a public listing, 0 takes it out; both are idempotent and keep
 * `total_likes` equal to the number of favourites. An unknown or hidden listing is a 404 (a
 * favourite of a listing that was hidden stays, and counts again once it is public again).
 */
export async function setFavourite(
  db: Database,
  viewer: Viewer,
  input: ListingToggleInput,
): Promise<{ data: FavouriteToggleDto; message: string }> {
  const isAdding = input.type === 1;
  const saved = await setListingFavourite(
    db,
    propertyKind,
    viewer,
    { listingId: input.property_id, isAdding },
    countLikes,
  );
  return {
    data: { property_id: saved.listingId, is_favourite: isAdding, total_likes: saved.count },
    message: isAdding ? 'Added to your favourites.' : 'Removed from your favourites.',
  };
}
