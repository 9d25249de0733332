import type { AdminSiteTextDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/site-texts`: the about, privacy and terms texts as stored. */
export const adminSiteTextsQuery = defineQuery('admin/site-texts', {
  key: adminCatalogueKeys.siteTexts,
  answer: dataOf<AdminSiteTextDto[]>,
  viewer: 'staff',
});
export const useAdminSiteTexts = adminSiteTextsQuery.use;
