import type { AdminArticleCategoryDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/article-categories`: the categories articles are filed under, with their counts. */
export const adminArticleCategoriesQuery = defineQuery('admin/article-categories', {
  key: adminCatalogueKeys.articleCategories,
  answer: dataOf<AdminArticleCategoryDto[]>,
  viewer: 'staff',
});
export const useAdminArticleCategories = adminArticleCategoriesQuery.use;
