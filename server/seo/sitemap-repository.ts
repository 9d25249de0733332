import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { articles, categories, projects, properties } from '../db/schema';
import { qualified } from '../db/qualified';
import { isPublicProject } from '../projects/project-read-repository';
import { isPublicListing } from '../properties/public-listing';

/** What the sitemap lists; reads only. */
export interface SitemapCounts {
  listings: number;
  articles: number;
}

export async function countSitemapEntries(db: Database): Promise<SitemapCounts> {
  const [[listings], [published]] = await Promise.all([
    db.select({ total: count() }).from(properties).where(isPublicListing()),
    db.select({ total: count() }).from(articles).where(eq(articles.isPublished, true)),
  ]);
  return { listings: Number(listings?.total ?? 0), articles: Number(published?.total ?? 0) };
}

/** Active categories that have public listings (an empty list page is not worth indexing). */
export async function listSitemapCategories(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slugId: categories.slugId })
    .from(categories)
    .where(
      and(
        eq(categories.isActive, true),
        sql`exists (select 1 from ${properties} where ${qualified(properties.categoryId)} = ${qualified(categories.id)} and ${isPublicListing()})`,
      ),
    )
    .orderBy(asc(categories.sequence), asc(categories.id));
  return rows.map((row) => row.slugId);
}

/** Cities with public listings, one spelling each. */
export async function listSitemapCities(db: Database): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`min(${properties.city})` })
    .from(properties)
    .where(isPublicListing())
    .groupBy(sql`lower(${properties.city})`)
    .orderBy(sql`lower(${properties.city})`);
  return rows.map((row) => row.city);
}

export function listSitemapListings(db: Database, window: { offset: number; limit: number }) {
  return db
    .select({ slugId: properties.slugId, updatedAt: properties.updatedAt })
    .from(properties)
    .where(isPublicListing())
    .orderBy(asc(properties.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function listSitemapArticles(db: Database, window: { offset: number; limit: number }) {
  return db
    .select({ slugId: articles.slugId, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.isPublished, true))
    .orderBy(asc(articles.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Approved, active projects (each has a public detail page). */
export async function countSitemapProjects(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(projects).where(isPublicProject());
  return Number(row?.total ?? 0);
}

export function listSitemapProjects(db: Database, window: { offset: number; limit: number }) {
  return db
    .select({ slugId: projects.slugId, updatedAt: projects.updatedAt })
    .from(projects)
    .where(isPublicProject())
    .orderBy(asc(projects.id))
    .limit(window.limit)
    .offset(window.offset);
}
