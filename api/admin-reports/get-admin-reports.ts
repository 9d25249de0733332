import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import { reportKeys, type AdminReportsPage } from '@/contracts/query-keys/report-keys';
import { defineQuery } from '../define-query';
import { pageOf, limitAndOffset } from '../list-page';

/** Reported targets per page of /admin/reports. */
export const adminReportsPageSize = 20;

/**
 * GET `admin/reports`: the reported listings, messages and people of one state (open or
 * closed), each once with its reasons, counts and notes, the most recently reported first.
 * Staff only (the server answers 403 to others); support's reads are audited.
 */
export const adminReportsQuery = defineQuery('admin/reports', {
  key: reportKeys.page,
  query: (page: AdminReportsPage) => ({
    ...(page.kind ? { kind: page.kind } : {}),
    status: page.status,
    ...limitAndOffset(page),
  }),
  answer: pageOf<ReportTargetDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

export const useAdminReports = adminReportsQuery.use;
