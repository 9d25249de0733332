import { eq } from 'drizzle-orm';
import type { InterestedUserDto } from '@/contracts/dto/owner-listing-dto';
import type { InterestedUsersQuery } from '@/contracts/requests/owner-listing-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../core/route';
import { assertCanManageListing } from '../listings/listing-access';
import { propertyKind } from './property-kind';
import { toInterestedUserDto } from './owner-property-dto';
import {
  countInterestedUsers,
  findListingState,
  listInterestedUsers,
} from './owner-property-repository';

/**
 * `get_interested_users`: who pressed "I'm interested" on one of the caller's listings (by id,
 * or by slug), the latest first, with the total. Owner or admin only (403), 404 for no listing.
 */
export async function getInterestedUsers(
  db: Database,
  viewer: Viewer,
  query: InterestedUsersQuery,
): Promise<{ data: InterestedUserDto[]; total: number }> {
  const where =
    query.property_id !== undefined
      ? eq(properties.id, query.property_id)
      : eq(properties.slugId, query.slug_id ?? '');
  const listing = assertCanManageListing(propertyKind, viewer, await findListingState(db, where));
  const page = { limit: query.limit, offset: query.offset };
  const [rows, total] = await Promise.all([
    listInterestedUsers(db, listing.id, page),
    countInterestedUsers(db, listing.id),
  ]);
  return { data: rows.map(toInterestedUserDto), total };
}
