import { and, count, eq, sql } from 'drizzle-orm';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { getCategories } from '../catalogue/get-categories';
import { getArticles } from '../content/get-articles';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../http/route';
import { getCities } from '../places/get-cities';
import { loadPropertyCards } from './load-property-cards';
import { hasRunningAdvertisement, newestFirst } from './property-card-repository';
import { isPublicListing } from './public-listing';

/**
 * `homepage-data`: the slider, featured and latest listings, categories, cities, articles.
 * A signed-in viewer's cards carry `is_favourite`.
 */
export async function getHomepage(
  db: Database,
  viewer: Viewer | null = null,
): Promise<HomepageDto> {
  const cards = { viewerId: viewer?.userId ?? null };
  const [slider, featured, latest, rent, categoryPage, cities, articlePage, stats] =
    await Promise.all([
      loadPropertyCards(
        db,
        { where: hasRunningAdvertisement('slider'), orderBy: newestFirst(), limit: 8 },
        cards,
      ),
      loadPropertyCards(
        db,
        { where: hasRunningAdvertisement('list'), orderBy: newestFirst(), limit: 8 },
        cards,
      ),
      loadPropertyCards(db, { orderBy: newestFirst(), limit: 8 }, cards),
      loadPropertyCards(
        db,
        { where: eq(properties.propertyType, 'rent'), orderBy: newestFirst(), limit: 8 },
        cards,
      ),
      getCategories(db, { limit: 12, offset: 0, has_property: 1 }),
      getCities(db, 8),
      getArticles(db, { limit: 3, offset: 0 }),
      readMarketStats(db),
    ]);
  return {
    slider,
    featured_properties: featured,
    categories: categoryPage.categories,
    latest_properties: latest,
    rent_properties: rent,
    cities,
    articles: articlePage.articles,
    stats,
  };
}

async function readMarketStats(db: Database): Promise<HomepageDto['stats']> {
  const [row] = await db
    .select({
      properties: count(),
      cities: sql<number>`count(distinct lower(${properties.city}))::int`,
      agents: sql<number>`count(distinct ${properties.ownerId})::int`,
    })
    .from(properties)
    .where(and(isPublicListing()));
  return {
    properties: Number(row?.properties ?? 0),
    cities: Number(row?.cities ?? 0),
    agents: Number(row?.agents ?? 0),
  };
}
