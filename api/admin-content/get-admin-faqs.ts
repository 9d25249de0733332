import type { AdminFaqDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/faqs`: every question, inactive ones too, in order. */
export const adminFaqsQuery = defineQuery('admin/faqs', {
  key: adminCatalogueKeys.faqs,
  answer: dataOf<AdminFaqDto[]>,
  viewer: 'staff',
});
export const useAdminFaqs = adminFaqsQuery.use;
