import { eq } from 'drizzle-orm';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import type { OwnerPropertyQuery } from '@/contracts/requests/owner-listing-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { canManageListing } from '../listings/listing-access';
import { withRevisions } from '../listings/revision-repository';
import { toOwnerListingDto } from './owner-property-dto';
import { propertyKind } from './property-kind';
import { findOwnerListing } from './owner-property-repository';

/**
 * `get-owner-property`: one listing as its owner sees it (any state), for /my-property/{slug}.
 * Someone else's listing answers 404 like a missing one (its private state is not theirs to
 * see); an admin may open any listing (the review queue's preview). The live version, with the
 * edit under review if there is one.
 */
export async function getOwnerProperty(
  db: Database,
  viewer: Viewer,
  query: OwnerPropertyQuery,
): Promise<OwnerListingDto> {
  const row = await findOwnerListing(db, eq(properties.slugId, query.slug_id));
  if (!row || !canManageListing(viewer, row)) throw notFound('The property');
  const [listing] = await withRevisions(db, propertyKind, [toOwnerListingDto(row)]);
  return listing!; // withRevisions answers a row for each row given
}
