import type { AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import {
  adminCatalogueKeys,
  type AdminArticlesPage,
} from '@/contracts/query-keys/admin-catalogue-keys';
import { defineQuery } from '../define-query';
import { limitAndOffset, pageOf } from '../list-page';

/** Articles per page of /admin/articles. */
export const adminArticlesPageSize = 20;

/** GET `admin/articles`: every article, drafts too, newest first, a page at a time. */
export const adminArticlesQuery = defineQuery('admin/articles', {
  key: adminCatalogueKeys.articles,
  query: (page: AdminArticlesPage) => ({
    search: page.search,
    category_id: page.categoryId,
    ...limitAndOffset(page),
  }),
  answer: pageOf<AdminArticleDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

/** A page of the articles as the administrator manages them; idle unless staff is signed in. */
export const useAdminArticles = adminArticlesQuery.use;
