import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { advertisements, projects, properties } from '../db/schema';

export type AdvertisementPlacement = 'slider' | 'list';

/**
 * An approved advertisement running now (started, not ended) for the listing — a property or a
 * project — of the outer query, of the given placement when one is named. It reads the end
 * itself, so an advertisement stops showing the moment it ends; no job is needed.
 */
export function runningAdvertisementFor(
  listing: 'property' | 'project',
  placement?: AdvertisementPlacement,
): SQL {
  const now = sql`now()`;
  const link =
    listing === 'property'
      ? sql`${qualified(advertisements.propertyId)} = ${qualified(properties.id)}`
      : sql`${qualified(advertisements.projectId)} = ${qualified(projects.id)}`;
  return sql`exists (select 1 from ${advertisements} where ${and(
    link,
    eq(advertisements.status, 'approved'),
    lte(advertisements.startsAt, now),
    gt(advertisements.endsAt, now),
    placement ? eq(advertisements.type, placement) : undefined,
  )})`;
}
