import { and, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyFilterQuery } from '@/contracts/requests/property-requests';
import type { DatabaseHandle } from '@/server/db/database';
import {
  hasRunningAdvertisement,
  selectCards,
  selectPromotedListingIds,
  selectPublicCount,
} from '@/server/properties/property-card-repository';
import { buildPropertySearch } from '@/server/properties/property-search-query';
import { isPublicListing } from '@/server/properties/public-listing';
import { openTestDatabase } from '../../support/test-database';

/**
 * The query plans of the standard filters on PostgreSQL: with a few thousand listings the
 * planner must read properties through an index, never with a sequential scan. (PGlite plans
 * are not what production runs, so this file runs on PostgreSQL only.)
 */
const onPostgres = process.env.TEST_DATABASE_DRIVER === 'postgres';
const listingCount = 3000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe.skipIf(!onPostgres)('query plans of the standard filters (PostgreSQL)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    await db.execute(sql`insert into users (name, email, slug_id)
      select 'Owner ' || g, 'owner' || g || '@example.com', 'owner-' || g from generate_series(1, 40) g`);
    await db.execute(sql`insert into categories (name, slug_id)
      select 'Category ' || g, 'category-' || g from generate_series(1, 10) g`);
    await db.execute(sql`insert into properties (slug_id, owner_id, category_id, title, description,
        address, city, state, country, latitude, longitude, price, property_type, rent_duration,
        review_status, is_active, created_at, total_views, total_likes)
      select 'listing-' || g, (select min(id) from users) + g % 40, (select min(id) from categories) + g % 10,
        'Home ' || g || ' with ' || (g % 5 + 1) || ' rooms', 'A bright home near the park, number ' || g,
        g || ' Market Street', 'City ' || (g % 30), 'State ' || (g % 8), 'Country', 40, -70,
        (50000 + (g * 7919) % 1950000)::numeric, case when g % 2 = 0 then 'sell' else 'rent' end,
        case when g % 2 = 0 then null else 'monthly' end,
        case when g % 20 = 0 then 'pending' when g % 20 = 1 then 'rejected' else 'approved' end,
        g % 25 <> 0, now() - ((g * 37) % 365) * interval '1 day' - g * interval '1 minute',
        (g * 13) % 1000, (g * 7) % 200
      from generate_series(1, ${listingCount}) g`);
    await db.execute(sql`insert into advertisements (user_id, property_id, type, status, starts_at, ends_at)
      select owner_id, id, 'list', 'approved', now() - interval '1 day', now() + interval '9 days'
      from properties where id % 150 = 0`);
    // What autovacuum does to a loaded table: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function plan(query: SQLWrapper): Promise<PlanNode[]> {
    const result = (await handle.db.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const raw = Object.values(result.rows[0] ?? {})[0];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(parsed[0]!.Plan);
  }

  /** Every statement get-property-list runs for these filters, as the service builds them. */
  function statementsFor(filters: PropertyFilterQuery): Record<string, SQLWrapper> {
    const search = buildPropertySearch(filters);
    const visible = (extra?: SQL) => and(isPublicListing(), search.where, extra);
    return {
      count: selectPublicCount(handle.db, search.where),
      page: selectCards(handle.db, { where: visible(), orderBy: search.orderBy, limit: 12 }),
      'promoted ids': selectPromotedListingIds(handle.db, search.where, search.orderBy, 500),
      'others after the promoted': selectCards(handle.db, {
        where: visible(not(hasRunningAdvertisement())),
        orderBy: search.orderBy,
        limit: 12,
        offset: 24,
      }),
    };
  }

  it.each<[string, PropertyFilterQuery]>([
    ['newest first, no filter', {}],
    ['city', { city: 'city 7' }],
    ['category', { category_id: 3 }],
    ['price range', { min_price: 100000, max_price: 150000 }],
    ['price_range', { price_range: '100000-150000' }],
    ['property type', { property_type: 'rent' }],
    ['city, type and price', { city: 'City 3', property_type: 'sell', min_price: 200000 }],
    ['price order', { sort: 'price_low' }],
  ])('reads properties through indexes for %s', async (_name, filters) => {
    for (const [statement, query] of Object.entries(statementsFor(filters))) {
      const scans = (await plan(query)).filter(
        (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'properties',
      );
      expect(scans, `${statement} scans properties sequentially`).toEqual([]);
    }
  });

  it('uses the trigram index for a search', async () => {
    const statements = statementsFor({ search: 'number 1234' });
    const indexes = (await plan(statements.count!)).map((node) => node['Index Name']);
    expect(indexes).toContain('properties_search_text_trgm_idx');
  });
});
