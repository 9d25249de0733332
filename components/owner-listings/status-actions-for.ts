import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';

/**
 * The status changes the server allows for a listing (DOMAIN-RULES, Listings): only while
 * approved and on the market, switching on or off, and sold for a sell listing or rented for a
 * rent listing. Sold and rented are final.
 */
export function statusActionsFor(
  listing: Pick<OwnerListingDto, 'review_status' | 'is_active' | 'status' | 'property_type'>,
): OwnerStatusChange[] {
  if (listing.status !== 'available' || listing.review_status !== 'approved') return [];
  return [
    listing.is_active ? 'inactive' : 'active',
    listing.property_type === 'sell' ? 'sold' : 'rented',
  ];
}

/** Sold and rented listings can no longer be edited. */
export function isEditable(listing: Pick<OwnerListingDto, 'status'>): boolean {
  return listing.status === 'available';
}

/** Status changes that cannot be undone are confirmed first. */
export function needsConfirmation(change: OwnerStatusChange): boolean {
  return change === 'sold' || change === 'rented';
}
