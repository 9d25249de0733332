import type { AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import {
  adminCatalogueKeys,
  type AdminArticlesPage,
} from '@/contracts/query-keys/admin-catalogue-keys';
import { defineStaffPageQuery } from '../define-query';

/** Articles per page of /admin/articles. */
export const adminArticlesPageSize = 20;

/** GET `admin/articles`: every article, drafts too, newest first, a page at a time. */
export const adminArticlesQuery = defineStaffPageQuery<AdminArticleDto, AdminArticlesPage>(
  'admin/articles',
  adminCatalogueKeys.articles,
  (page) => ({ search: page.search, category_id: page.categoryId }),
);

/** A page of the articles as the administrator manages them; idle unless staff is signed in. */
export const useAdminArticles = adminArticlesQuery.use;
