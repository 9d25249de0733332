import type { ReportQueueState, ReportTargetKind } from '../dto/admin-report-dto';
import type { PageWindow } from '../page-window';

/** One page of the console's reports: one kind (or all), open or closed. */
export interface AdminReportsPage extends PageWindow {
  kind: ReportTargetKind | null;
  status: ReportQueueState;
}

/** Query keys of the console's reports (`admin/reports`, `admin/reported-conversation`). */
export const reportKeys = {
  all: ['admin-reports'] as const,
  page: (page: AdminReportsPage) => [...reportKeys.all, 'page', page] as const,
  conversation: (reportId: number) => [...reportKeys.all, 'conversation', reportId] as const,
};
