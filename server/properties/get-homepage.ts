import { eq } from 'drizzle-orm';
import { articleCard } from '@/contracts/article-card';
import { categoryTile } from '@/contracts/category-tile';
import type { HomepageDto } from '@/contracts/dto/homepage-dto';
import { getCategories } from '../catalogue/get-categories';
import { getArticles } from '../content/get-articles';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { properties } from '../db/schema';
import type { Viewer } from '../core/route';
import { getCities } from '../places/get-cities';
import { loadPropertyCards } from './load-property-cards';
import { readMarketStats } from './market-stats-repository';
import { hasRunningAdvertisement, listFavouriteIds, newestFirst } from './property-card-repository';

/**
 * `homepage-data`: the slider, featured and latest listings, categories, cities, articles.
 * Every visitor gets the same page, so it is computed once per cache period (server/cache);
 * a signed-in viewer's cards then get their `is_favourite` flags.
 */
export async function getHomepage(
  db: Database,
  viewer: Viewer | null = null,
): Promise<HomepageDto> {
  const homepage = await cachedAggregate(db, 'homepage', () => readHomepage(db));
  return viewer ? withFavouriteFlags(db, homepage, viewer.userId) : homepage;
}

async function withFavouriteFlags(
  db: Database,
  homepage: HomepageDto,
  userId: number,
): Promise<HomepageDto> {
  const sections = [
    'slider',
    'featured_properties',
    'latest_properties',
    'rent_properties',
  ] as const;
  const ids = [...new Set(sections.flatMap((section) => homepage[section].map((card) => card.id)))];
  const favouriteIds = await listFavouriteIds(db, userId, ids);
  const flagged = { ...homepage };
  for (const section of sections) {
    flagged[section] = homepage[section].map((card) => ({
      ...card,
      is_favourite: favouriteIds.has(card.id),
    }));
  }
  return flagged;
}

async function readHomepage(db: Database): Promise<HomepageDto> {
  const cards = { viewerId: null };
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
    categories: categoryPage.categories.map(categoryTile),
    latest_properties: latest,
    rent_properties: rent,
    cities,
    articles: articlePage.articles.map(articleCard),
    stats,
  };
}
