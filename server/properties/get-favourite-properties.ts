import type { PropertyListDto } from '@/contracts/dto/property-list-dto';
import type { FavouritesPageQuery } from '@/contracts/requests/property-requests';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../core/route';
import { favouritedAt, isFavouriteOf } from '../listings/favourite-conditions';
import { propertyKind } from './property-kind';
import { loadPropertyCards } from './load-property-cards';
import { countPublicListings } from './property-card-repository';

/**
 * `get_favourite_property`: the viewer's saved listings, the latest saved first, with the
 * total. A favourite whose listing is no longer public is left out (and not counted).
 */
export async function getFavouriteProperties(
  db: Database,
  viewer: Viewer,
  page: FavouritesPageQuery,
): Promise<PropertyListDto> {
  const where = isFavouriteOf(propertyKind, viewer.userId);
  const orderBy = [desc(favouritedAt(propertyKind, viewer.userId)), desc(properties.id)];
  const [data, total] = await Promise.all([
    loadPropertyCards(
      db,
      { where, orderBy, limit: page.limit, offset: page.offset },
      { viewerId: viewer.userId },
    ),
    countPublicListings(db, where),
  ]);
  return { data, total };
}
