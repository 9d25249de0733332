import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import type { AdvertisementQueueQuery } from '@/contracts/requests/advertisement-requests';
import type { Database } from '../db/database';
import type { RouteResult } from '../core/route';
import { toAdvertisementDto } from './advertisement-dto';
import { countAdvertisements, listAdvertisements } from './advertisements-repository';

/**
 * `admin/advertisements`: the advertisements waiting for the admin's decision, newest first;
 * `search` keeps those whose listing's title has its words.
 */
export async function getAdvertisementQueue(
  db: Database,
  query: AdvertisementQueueQuery,
  now: Date = new Date(),
): Promise<RouteResult<AdvertisementDto[]>> {
  const filter = { status: 'pending' as const, search: query.search };
  const [rows, total] = await Promise.all([
    listAdvertisements(db, filter, query),
    countAdvertisements(db, filter),
  ]);
  return {
    data: rows.map((row) => toAdvertisementDto(row, now, { withOwner: true })),
    total,
  };
}
