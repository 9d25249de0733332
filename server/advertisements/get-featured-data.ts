import type { FeaturedDataDto } from '@/contracts/dto/advertisement-dto';
import type { FeaturedDataQuery } from '@/contracts/requests/advertisement-requests';
import type { Database } from '../db/database';
import type { RouteResult, Viewer } from '../core/route';
import { loadPropertyCards } from '../properties/load-property-cards';
import {
  countPublicListings,
  hasRunningAdvertisement,
  newestFirst,
} from '../properties/property-card-repository';

/**
 * `get-featured-data` (type, offset, limit): the public listings running an approved
 * advertisement of that type now (slider: the home slider; list: first in lists), newest first.
 * An advertisement past its end stops showing at once: the query reads its end, no job needed.
 */
export async function getFeaturedData(
  db: Database,
  viewer: Viewer | null,
  query: FeaturedDataQuery,
): Promise<RouteResult<FeaturedDataDto>> {
  const where = hasRunningAdvertisement(query.type);
  const [data, total] = await Promise.all([
    loadPropertyCards(
      db,
      { where, orderBy: newestFirst(), limit: query.limit, offset: query.offset },
      { viewerId: viewer?.userId ?? null },
    ),
    countPublicListings(db, where),
  ]);
  return { data, total };
}
