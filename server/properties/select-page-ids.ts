import { and, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import { newestFirst, selectPublicIds } from './property-card-repository';
import { relevanceKeys, type PageQuery, type RankedNewestQuery } from './property-search-query';
import { isPublicListing } from './public-listing';

/** The ids of a search's page, in its order (planSearchQueries says which query it is). */
export function selectPageIds(db: Database, query: PageQuery) {
  return 'rankNewest' in query ? selectRankedNewestIds(db, query) : selectPublicIds(db, query);
}

/**
 * The newest `window` matches, ranked by relevance, newest first among equals. Each match's
 * relevance is computed in the walk that finds it (the newest index, the row's vector read
 * once), then only those `window` rows are sorted: no second visit of each row to rank it.
 */
function selectRankedNewestIds(db: Database, query: RankedNewestQuery) {
  const { inTitle, rank } = relevanceKeys(query.rankNewest.text);
  const newest = db
    .select({
      id: properties.id,
      createdAt: properties.createdAt,
      inTitle: inTitle.as('in_title'),
      rank: rank.as('rank'),
    })
    .from(properties)
    .where(and(isPublicListing(), query.where))
    .orderBy(...newestFirst())
    .limit(query.rankNewest.window)
    .as('newest');
  return db
    .select({ id: newest.id })
    .from(newest)
    .orderBy(
      sql`${newest.inTitle} desc`,
      sql`${newest.rank} desc`,
      sql`${newest.createdAt} desc nulls last`,
      sql`${newest.id} desc nulls last`,
    )
    .limit(query.limit)
    .offset(query.offset);
}
