import type { AdminReportReasonDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/report-reasons`: every reason, inactive ones too. */
export const adminReportReasonsQuery = defineQuery('admin/report-reasons', {
  key: adminCatalogueKeys.reportReasons,
  answer: dataOf<AdminReportReasonDto[]>,
  viewer: 'staff',
});
export const useAdminReportReasons = adminReportReasonsQuery.use;
