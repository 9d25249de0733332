import type { ArticleDto } from '@/contracts/dto/article-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import { toArticleDto } from './content-dto';
import { listPublishedArticles } from './content-repository';

export interface GetArticlesInput {
  id?: number;
  category_id?: number;
  slug_id?: string;
  limit: number;
  offset: number;
}

/**
 * `get_articles`: published articles, newest first. Asking for one article by `id` or
 * `slug_id` that does not exist is a 404, not an empty list.
 */
export async function getArticles(
  db: Database,
  input: GetArticlesInput,
): Promise<{ articles: ArticleDto[]; total: number }> {
  const { rows, total } = await listPublishedArticles(db, {
    id: input.id,
    slugId: input.slug_id,
    categoryId: input.category_id,
    limit: input.limit,
    offset: input.offset,
  });
  if ((input.id || input.slug_id) && rows.length === 0) throw notFound('The article');
  return { articles: rows.map(toArticleDto), total };
}
