import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { ListingKind } from './listing-kind';

/** Only the owner or an admin may manage a listing (DOMAIN-RULES, Listings). */
export function canManageListing(viewer: Viewer, listing: { ownerId: number }): boolean {
  return viewer.role === 'admin' || listing.ownerId === viewer.userId;
}

/** 404 for a listing that does not exist, 403 for someone else's. */
export function assertCanManageListing<T extends { ownerId: number }>(
  kind: ListingKind,
  viewer: Viewer,
  listing: T | null,
): T {
  if (!listing) throw notFound(kind.subject);
  if (!canManageListing(viewer, listing)) {
    throw new AppError('forbidden', `Only the owner of this ${kind.noun} can do that.`);
  }
  return listing;
}
