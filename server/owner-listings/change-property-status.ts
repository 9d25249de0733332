import { paths } from '@/utils/paths';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OwnerStatusChange } from '@/contracts/dto/owner-listing-status';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { PropertyStatusInput } from '@/contracts/requests/owner-listing-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { assertCanManageListing } from './listing-access';
import { toOwnerListingDto } from './owner-listing-dto';
import {
  findListingState,
  findOwnerListing,
  updateListingWhere,
  type ListingStateRow,
} from './owner-listing-repository';
import { notePageChanged } from '../pages/changed-pages';

interface StatusPlan {
  /** What must still hold for the change (checked again in the UPDATE itself). */
  guard: SQL | undefined;
  changes: PgUpdateSetSource<typeof properties>;
  message: string;
}

const invalidChange = (message: string) => new AppError('invalid_status_change', 409, message);

/**
 * The rules of a status change, or the 409 that explains why not: every change only for an
 * approved listing still on the market (sold and rented are final, so a listing under review
 * or rejected must not be locked by them); sold only for a sell listing, rented only for a
 * rent listing.
 */
function planStatusChange(listing: ListingStateRow, status: OwnerStatusChange): StatusPlan {
  const isApprovedAndAvailable = and(
    eq(properties.listingStatus, 'available'),
    eq(properties.reviewStatus, 'approved'),
  );
  if (listing.listingStatus !== 'available') {
    throw invalidChange(
      `This listing is ${listing.listingStatus}; its status can no longer change.`,
    );
  }
  if (status === 'active' || status === 'inactive') {
    if (listing.reviewStatus !== 'approved') {
      throw invalidChange('Only an approved listing can be switched on or off.');
    }
    return {
      guard: isApprovedAndAvailable,
      changes: { isActive: status === 'active' },
      message: status === 'active' ? 'The listing is active.' : 'The listing is inactive.',
    };
  }
  if (listing.reviewStatus !== 'approved') {
    throw invalidChange(
      status === 'sold'
        ? 'Only an approved listing can be marked sold.'
        : 'Only an approved listing can be marked rented.',
    );
  }
  const requiredType = status === 'sold' ? 'sell' : 'rent';
  if (listing.propertyType !== requiredType) {
    throw invalidChange(
      status === 'sold'
        ? 'Only a listing for sale can be marked sold.'
        : 'Only a listing for rent can be marked rented.',
    );
  }
  return {
    guard: and(isApprovedAndAvailable, eq(properties.propertyType, requiredType)),
    changes: { listingStatus: status },
    message: status === 'sold' ? 'The listing is marked sold.' : 'The listing is marked rented.',
  };
}

/**
 * `update_property_status` / `change-property-status`: the owner (or an admin) switches an
 * approved listing on or off, or marks it sold or rented. Answers the updated listing.
 */
export async function changePropertyStatus(
  db: Database,
  viewer: Viewer,
  input: PropertyStatusInput,
): Promise<{ data: OwnerListingDto; message: string }> {
  const byId = eq(properties.id, input.property_id);
  const listing = assertCanManageListing(viewer, await findListingState(db, byId));
  const plan = planStatusChange(listing, input.status);
  const isWritten = await updateListingWhere(db, listing.id, plan.guard, plan.changes);
  if (!isWritten) {
    // The listing changed between the check and the write: judge again on its new state.
    const current = await findListingState(db, byId);
    if (!current) throw notFound('The property');
    planStatusChange(current, input.status);
    throw invalidChange('The listing changed meanwhile; reload it and try again.');
  }
  const updated = await findOwnerListing(db, byId);
  if (!updated) throw notFound('The property');
  notePageChanged(paths.propertyDetail(updated.slugId));
  return { data: toOwnerListingDto(updated), message: plan.message };
}
