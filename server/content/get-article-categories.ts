import type { ArticleCategoryDto } from '@/contracts/dto/article-category-dto';
import type { Database } from '../db/database';
import { listArticleCategories } from './content-repository';

/** The categories with published articles, for the article list's category links. */
export async function getArticleCategories(db: Database): Promise<ArticleCategoryDto[]> {
  return (await listArticleCategories(db)).map((row) => ({
    id: row.id,
    category: row.name,
    slug_id: row.slugId,
    articles: row.articles,
  }));
}
