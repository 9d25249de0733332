import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { properties, propertyFacilities } from '../db/schema';
import type { FeedPreferencesRow } from './feed-repository';

/** The feed shows listings published within this many days. */
export const feedWindowDays = 30;

export interface RecommendationPlan {
  where: SQL;
  orderBy: SQL[];
}

type Preferences = Pick<
  FeedPreferencesRow,
  'categoryIds' | 'facilityIds' | 'minPrice' | 'maxPrice' | 'propertyType' | 'city'
>;

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** One 0/1 term per criterion the user set (type excepted: it is a condition). */
function criteria(preferences: Preferences): SQL[] {
  const terms: SQL[] = [];
  if (preferences.categoryIds.length > 0) {
    terms.push(sql`${qualified(properties.categoryId)} in (${idList(preferences.categoryIds)})`);
  }
  if (preferences.city) {
    terms.push(sql`lower(${qualified(properties.city)}) = lower(${preferences.city})`);
  }
  if (preferences.minPrice !== null || preferences.maxPrice !== null) {
    const price = qualified(properties.price);
    const bounds = [
      preferences.minPrice === null ? null : sql`${price} >= ${preferences.minPrice}::numeric`,
      preferences.maxPrice === null ? null : sql`${price} <= ${preferences.maxPrice}::numeric`,
    ].filter((bound): bound is SQL => bound !== null);
    terms.push(sql.join(bounds, sql` and `));
  }
  if (preferences.facilityIds.length > 0) {
    terms.push(
      sql`exists (select 1 from ${propertyFacilities} where ${qualified(propertyFacilities.propertyId)} = ${qualified(properties.id)} and ${qualified(propertyFacilities.facilityId)} in (${idList(preferences.facilityIds)}))`,
    );
  }
  return terms;
}

/**
 * The feed's rule (README, Personalised feed). Candidates: public listings (the repository adds
 * approved and active) still on the market, not the user's own, published in the last 30 days,
 * of the chosen type when one is chosen. Each other criterion the user set — a chosen category,
 * the city, the price range, near one of the chosen facilities — counts 1 when the listing
 * meets it; a listing must meet at least one. More criteria met first, then the newest
 * published, then the highest id.
 */
export function planRecommendations(preferences: Preferences, userId: number): RecommendationPlan {
  const terms = criteria(preferences);
  const score = sql.join(
    terms.map((term) => sql`(case when ${term} then 1 else 0 end)`),
    sql` + `,
  );
  const published = qualified(properties.publishedAt);
  const conditions: SQL[] = [
    sql`${qualified(properties.listingStatus)} = 'available'`,
    sql`${qualified(properties.ownerId)} <> ${userId}`,
    sql`${published} >= now() - make_interval(days => ${feedWindowDays}::int)`,
  ];
  if (preferences.propertyType) {
    conditions.push(sql`${qualified(properties.propertyType)} = ${preferences.propertyType}`);
  }
  if (terms.length > 0) {
    conditions.push(
      sql`(${sql.join(
        terms.map((term) => sql`(${term})`),
        sql` or `,
      )})`,
    );
  }
  return {
    where: sql.join(conditions, sql` and `),
    orderBy: [
      // Only the type chosen: nothing to count, newest first.
      ...(terms.length > 0 ? [sql`(${score}) desc`] : []),
      sql`${published} desc nulls last`,
      sql`${qualified(properties.id)} desc`,
    ],
  };
}
