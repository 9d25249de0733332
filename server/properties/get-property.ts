import { and, eq } from 'drizzle-orm';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { GetPropertyQuery } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';
import { getPropertyDetail } from './get-property-detail';
import { getSimilarProperties } from './get-similar-properties';
import { loadPropertyCards } from './load-property-cards';
import { countListings, hasRunningAdvertisement } from './property-card-repository';
import type { ListingTarget } from './property-detail-repository';
import { searchProperties } from './search-properties';

export type GetPropertyResult = PropertyListDto | { data: PropertyDetailDto[]; total: number };

/**
 * `get_property`, one call for several lists:
 * - `id` or `slug_id`: that listing's detail as a one-item list (hidden ones for owner/admin);
 * - with `get_simiilar=1`: similar public listings instead, without the listing itself;
 * - `users_promoted=1`: the signed-in viewer's own listings with a running advertisement;
 * - `userid`: that owner's public listings (with the filters);
 * - `top_rated=1`: the most liked first; otherwise exactly like `get-property-list`.
 * `current_user` is accepted and ignored: the viewer comes from the session.
 */
export async function getProperty(
  db: Database,
  query: GetPropertyQuery,
  viewer: Viewer | null,
): Promise<GetPropertyResult> {
  const target = targetOf(query);
  if (target && query.get_simiilar === 1) {
    return getSimilarProperties(db, target, viewer, query.limit);
  }
  if (target) return { data: [await getPropertyDetail(db, target, viewer)], total: 1 };
  if (query.users_promoted === 1) return listOwnPromoted(db, query, viewer);
  return searchProperties(db, query, viewer, {
    ownerId: query.userid,
    sort: query.top_rated === 1 ? 'most_liked' : undefined,
  });
}

function targetOf(query: GetPropertyQuery): ListingTarget | null {
  if (query.id) return { id: query.id };
  if (query.slug_id) return { slugId: query.slug_id };
  return null;
}

/** The viewer's own promoted listings, whatever their review state (the owner sees all). */
async function listOwnPromoted(
  db: Database,
  query: GetPropertyQuery,
  viewer: Viewer | null,
): Promise<PropertyListDto> {
  if (!viewer) throw new AppError('unauthenticated', 'Please sign in to continue.');
  const where = and(eq(properties.ownerId, viewer.userId), hasRunningAdvertisement())!;
  const [data, total] = await Promise.all([
    loadPropertyCards(
      db,
      { where, limit: query.limit, offset: query.offset },
      { viewerId: viewer.userId, includeHidden: true },
    ),
    countListings(db, where),
  ]);
  return { data, total };
}
