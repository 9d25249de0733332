import type { AdminReportReasonDto } from '@/contracts/dto/admin-content-dto';
import { adminCatalogueKeys } from '@/contracts/query-keys/admin-catalogue-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SaveReportReasonPayload {
  id?: number;
  reason: string;
  is_active: 0 | 1;
}

/** POST `admin/report-reasons`. */
export const saveReportReason = defineMutation('POST', 'admin/report-reasons', {
  body: (payload: SaveReportReasonPayload) => ({ ...payload }),
  answer: dataOf<AdminReportReasonDto>,
  invalidateOnSettled: [adminCatalogueKeys.all],
});
export const useSaveReportReason = saveReportReason.use;
