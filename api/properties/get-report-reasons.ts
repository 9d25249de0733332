import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** A reason a listing can be reported for. */
export interface ReportReasonDto {
  id: number;
  reason: string;
  /** Set by servers that mark the free-text reason; otherwise it is the one named "Other". */
  is_other?: boolean;
}

/** Whether a reason needs the reporter's own words ("Other"). */
export function isOtherReason(reason: ReportReasonDto): boolean {
  return reason.is_other ?? /^other$/i.test(reason.reason.trim());
}

/** GET `get_report_reasons` (open). */
export const reportReasonsQuery = defineQuery('get_report_reasons', {
  auth: false,
  key: propertyKeys.reportReasons,
  answer: dataOf<ReportReasonDto[]>,
});

/** The reasons of the report dialog (prefetched with the detail page). */
export function useReportReasons(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reportReasonsQuery.options(), enabled: options.enabled ?? true });
}
