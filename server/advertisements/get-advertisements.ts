import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { AdvertisementListQuery } from '@/contracts/requests/advertisement-requests';
import type { Database } from '../db/database';
import type { RouteResult, Viewer } from '../core/route';
import { toAdvertisementDto } from './advertisement-dto';
import { countAdvertisements, listAdvertisements } from './advertisements-repository';

/** `get-advertisements`: the signed-in user's own advertisements with how each stands, newest first. */
export async function getAdvertisements(
  db: Database,
  viewer: Viewer,
  query: AdvertisementListQuery,
  now: Date = new Date(),
): Promise<RouteResult<AdvertisementDto[]>> {
  const filter = { userId: viewer.userId };
  const [rows, total] = await Promise.all([
    listAdvertisements(db, filter, query),
    countAdvertisements(db, filter),
  ]);
  return { data: rows.map((row) => toAdvertisementDto(row, now)), total };
}
