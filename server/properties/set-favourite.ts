import type { FavouriteToggleDto } from '@/contracts/dto/listing-engagement-dto';
import type { ListingToggleInput } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { addFavourite, findListingAccess, removeFavourite } from './listing-engagement-repository';

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
  const listing = await findListingAccess(db, input.property_id);
  if (!listing?.isPublic) throw notFound('The property');
  const isAdding = input.type === 1;
  const totalLikes = isAdding
    ? await addFavourite(db, viewer.userId, listing.id)
    : await removeFavourite(db, viewer.userId, listing.id);
  return {
    data: { property_id: listing.id, is_favourite: isAdding, total_likes: totalLikes },
    message: isAdding ? 'Added to your favourites.' : 'Removed from your favourites.',
  };
}
