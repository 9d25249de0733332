import type { ReportTargetKind } from '@/contracts/dto/admin-report-dto';
import { reportKeys } from '@/contracts/query-keys/report-keys';
import type { ReportAction } from '@/contracts/requests/admin-report-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface ResolveReportInput {
  kind: ReportTargetKind;
  targetId: number;
  action: ReportAction;
  /** Required to remove a listing or to warn (the person reads it). */
  reason?: string;
}

/**
 * POST `admin/resolve-report`: dismisses a target's open reports, removes the reported listing
 * (its owner reads the reason) or warns the person; then the report pages are fetched again.
 */
export const resolveReport = defineMutation('POST', 'admin/resolve-report', {
  body: (input: ResolveReportInput) => ({
    kind: input.kind,
    target_id: input.targetId,
    action: input.action,
    ...(input.action === 'dismiss' ? {} : { reason: input.reason?.trim() ?? '' }),
  }),
  answer: dataOf<{ closed_reports: number }>,
  invalidateOnSettled: [reportKeys.all],
});

export const useResolveReport = resolveReport.use;
