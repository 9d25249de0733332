import type { ReportTargetDto } from '@/contracts/dto/admin-report-dto';
import { reportKeys, type AdminReportsPage } from '@/contracts/query-keys/report-keys';
import { defineStaffPageQuery } from '../define-query';

/** Reported targets per page of /admin/reports. */
export const adminReportsPageSize = 20;

/**
 * GET `admin/reports`: the reported listings, messages and people of one state (open or
 * closed), each once with its reasons, counts and notes, the most recently reported first.
 * Staff only (the server answers 403 to others); support's reads are audited.
 */
export const adminReportsQuery = defineStaffPageQuery<ReportTargetDto, AdminReportsPage>(
  'admin/reports',
  reportKeys.page,
  (page) => ({ ...(page.kind ? { kind: page.kind } : {}), status: page.status }),
);

export const useAdminReports = adminReportsQuery.use;
