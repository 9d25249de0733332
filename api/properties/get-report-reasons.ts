import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../client';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';

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
export async function fetchReportReasons(signal?: AbortSignal): Promise<ReportReasonDto[]> {
  const answer = await callApi<ReportReasonDto[]>({
    method: 'GET',
    path: 'get_report_reasons',
    auth: false,
    signal,
  });
  return answer.data;
}

export function reportReasonsQueryOptions() {
  return queryOptions({
    queryKey: propertyKeys.reportReasons(),
    queryFn: ({ signal }) => fetchReportReasons(signal),
  });
}

/** The reasons of the report dialog (prefetched with the detail page). */
export function useReportReasons(options: { enabled?: boolean } = {}) {
  return useQuery({ ...reportReasonsQueryOptions(), enabled: options.enabled ?? true });
}
