import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { containsText } from '../db/text-search';
import type { Database } from '../db/database';
import { articles, categories, faqs, reportReasons, siteSettings } from '../db/schema';
import { existingIds, lockedRowFinder, rowWriter } from '../db/rows-by-id';
import { newestRowsWithTotal } from '../db/rows-with-total';
import { freeSlug, slugHeld } from '../db/slug-holder';

/** The admin's side of the site's content: every FAQ and report reason, the site texts. */
export type FaqRow = typeof faqs.$inferSelect;
export type ReportReasonRow = typeof reportReasons.$inferSelect;

export function selectAllFaqs(db: Database): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sequence), asc(faqs.id));
}

/** A question, locked until the save ends. */
export const findFaq = lockedRowFinder(faqs);

export const writeFaq = rowWriter(faqs);

export function selectAllReportReasons(db: Database): Promise<ReportReasonRow[]> {
  return db.select().from(reportReasons).orderBy(asc(reportReasons.id));
}

/** A report reason, locked until the save ends. */
export const findReportReason = lockedRowFinder(reportReasons);

export const writeReportReason = rowWriter(reportReasons);

export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

export type AdminArticleRow = typeof articles.$inferSelect;

/** A page of the admin's articles: titles holding `search`, of one category. */
export interface AdminArticleFilter {
  search?: string;
  categoryId?: number;
  limit: number;
  offset: number;
}

/** Every article matching the filter, drafts too, newest first, and how many match. */
export function selectAdminArticles(
  db: Database,
  filter: AdminArticleFilter,
): Promise<{ rows: AdminArticleRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(containsText(articles.title, filter.search));
  if (filter.categoryId) conditions.push(eq(articles.categoryId, filter.categoryId));
  return newestRowsWithTotal(db, articles, and(...conditions), filter);
}

/** An article, locked until the save ends. */
export const findArticle = lockedRowFinder(articles);

export const writeArticle = rowWriter(articles);

/** Whether another article than `exceptId` has this slug. */
export const articleSlugTaken = (db: Database, slug: string, exceptId?: number) =>
  slugHeld(db, articles, slug, exceptId);

/** A free slug for a new article titled `title` ("article" when nothing of it is Latin). */
export const freeArticleSlug = (db: Database, title: string) =>
  freeSlug(db, articles, title, 'article');

export const categoryExists = async (db: Database, id: number): Promise<boolean> =>
  (await existingIds(db, categories, [id])).length > 0;

export interface ArticleCategoryCountRow {
  id: number;
  name: string;
  slugId: string;
  isActive: boolean;
  articles: number;
  published: number;
}

/** Every category, inactive ones too, in order, with how many articles (and published) it has. */
export function selectArticleCategoryCounts(db: Database): Promise<ArticleCategoryCountRow[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slugId: categories.slugId,
      isActive: categories.isActive,
      articles: sql<number>`count(${articles.id})::int`,
      published: sql<number>`(count(${articles.id}) filter (where ${articles.isPublished}))::int`,
    })
    .from(categories)
    .leftJoin(articles, eq(articles.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sequence), asc(categories.name), asc(categories.id));
}
