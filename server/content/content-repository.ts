import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsWithTotal } from '../db/rows-with-total';
import { articles, categories, faqs } from '../db/schema';

export type FaqRow = typeof faqs.$inferSelect;

export function listActiveFaqs(db: Database): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sequence), asc(faqs.id));
}

export interface ArticleFilter {
  id?: number;
  categoryId?: number;
  slugId?: string;
  limit: number;
  offset: number;
}

const articleColumns = {
  id: articles.id,
  title: articles.title,
  slugId: articles.slugId,
  body: articles.body,
  image: articles.image,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  metaKeywords: articles.metaKeywords,
  createdAt: articles.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlugId: categories.slugId,
  categoryTranslations: categories.translations,
};

export type ArticleRow = {
  [K in keyof typeof articleColumns]: (typeof articleColumns)[K]['_']['data'] | null;
} & { id: number; title: string; slugId: string; body: string; createdAt: Date };

export async function listPublishedArticles(
  db: Database,
  filter: ArticleFilter,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const conditions: SQL[] = [eq(articles.isPublished, true)];
  if (filter.id) conditions.push(eq(articles.id, filter.id));
  if (filter.slugId) conditions.push(eq(articles.slugId, filter.slugId));
  if (filter.categoryId) conditions.push(eq(articles.categoryId, filter.categoryId));
  const where = and(...conditions);
  const { rows, total } = await rowsWithTotal(
    db
      .select(articleColumns)
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(articles).where(where),
  );
  return { rows: rows as ArticleRow[], total };
}

export interface ArticleCategoryRow {
  id: number;
  name: string;
  slugId: string;
  articles: number;
}

/** The categories that hold at least one published article, by name, with their counts. */
export async function listArticleCategories(db: Database): Promise<ArticleCategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slugId: categories.slugId,
      articles: count(articles.id),
    })
    .from(articles)
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articles.isPublished, true), isNotNull(articles.categoryId)))
    .groupBy(categories.id, categories.name, categories.slugId)
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((row) => ({ ...row, articles: Number(row.articles) }));
}
