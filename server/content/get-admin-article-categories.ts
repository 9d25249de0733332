import type { AdminArticleCategoryDto } from '@/contracts/dto/admin-content-dto';
import type { Database } from '../db/database';
import { selectArticleCategoryCounts } from './admin-content-repository';

/**
 * `admin/article-categories` (GET): the categories an article may be filed under — the
 * catalogue's categories, inactive ones too, in order — with how many articles each holds.
 * They are added and changed at /admin/categories (`admin/categories`).
 */
export async function getAdminArticleCategories(db: Database): Promise<AdminArticleCategoryDto[]> {
  return (await selectArticleCategoryCounts(db)).map((row) => ({
    id: row.id,
    category: row.name,
    slug_id: row.slugId,
    is_active: row.isActive,
    articles_count: row.articles,
    published_count: row.published,
  }));
}
