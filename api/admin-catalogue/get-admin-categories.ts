import type { AdminCategoryDto } from '@/contracts/dto/admin-catalogue-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** The most categories /admin/categories lists (the server's largest page). */
export const adminCategoriesLimit = 200;

/** GET `admin/categories`: every category, inactive ones too, in order, with its parameters. */
export const adminCategoriesQuery = defineQuery('admin/categories', {
  key: adminCatalogueKeys.categories,
  query: () => ({ limit: adminCategoriesLimit }),
  answer: dataOf<AdminCategoryDto[]>,
  viewer: 'staff',
});

/** The categories as the administrator manages them; idle unless an admin is signed in. */
export const useAdminCategories = adminCategoriesQuery.use;
