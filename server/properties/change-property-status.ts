import { and, eq } from 'drizzle-orm';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { PropertyStatusInput } from '@/contracts/requests/owner-listing-requests';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import {
  changeListingStatus,
  invalidStatusChange,
  planSwitch,
  type StatusPlan,
} from '../listings/change-listing-status';
import { findListingState, type ListingStateRow } from './owner-property-repository';
import { propertyKind } from './property-kind';

const isAvailable = eq(properties.listingStatus, 'available');

/**
 * The rules of a property's status change, or the 409 that explains why not: every change only
 * for an approved listing still on the market (sold and rented are final, so a listing under
 * review or rejected must not be locked by them); sold only for a sell listing, rented only for
 * a rent listing.
 */
function planStatusChange(listing: ListingStateRow, status: OwnerStatusChange): StatusPlan {
  if (listing.listingStatus !== 'available') {
    throw invalidStatusChange(
      `This listing is ${listing.listingStatus}; its status can no longer change.`,
    );
  }
  if (status === 'active' || status === 'inactive') {
    return planSwitch(propertyKind, listing, status, isAvailable);
  }
  if (listing.reviewStatus !== 'approved') {
    throw invalidStatusChange(`Only an approved listing can be marked ${status}.`);
  }
  const requiredType = status === 'sold' ? 'sell' : 'rent';
  if (listing.propertyType !== requiredType) {
    throw invalidStatusChange(
      `Only a listing for ${requiredType === 'sell' ? 'sale' : 'rent'} can be marked ${status}.`,
    );
  }
  return {
    guard: and(
      isAvailable,
      eq(properties.reviewStatus, 'approved'),
      eq(properties.propertyType, requiredType),
    ),
    changes: { listingStatus: status },
    message: `The listing is marked ${status}.`,
  };
}

/**
 * `update_property_status` / `change-property-status`: the owner (or an admin) switches an
 * approved listing on or off, or marks it sold or rented. Answers the updated listing.
 */
export function changePropertyStatus(
  db: Database,
  viewer: Viewer,
  input: PropertyStatusInput,
): Promise<{ data: OwnerListingDto; message: string }> {
  return changeListingStatus(db, propertyKind, viewer, input.property_id, {
    readState: (reader, id) => findListingState(reader, eq(properties.id, id)),
    plan: (state) => planStatusChange(state, input.status),
  });
}
