import {
  adminReportsQuerySchema,
  reportedConversationQuerySchema,
  resolveReportSchema,
} from '@/contracts/requests/admin-report-requests';
import { moderationRoles } from '../core/roles';
import { route, staffWrite, type RouteDefinition } from '../core/route';
import { getAdminReports } from './get-admin-reports';
import { getReportedConversation } from './get-reported-conversation';
import { resolveReport } from './resolve-report';

/**
 * The console's reports (property and project reports, and chat reports).
 *
 * | Call                                | Roles                            | Input                       | Success                      |
 * |-------------------------------------|----------------------------------|-----------------------------|------------------------------|
 * | GET  admin/reports (added)          | administrator, moderator, support| kind, status (open/closed), | 200 ReportTargetDto[], total |
 * |                                     | (audited read)                   | limit, offset               |                              |
 * | POST admin/resolve-report (added)   | administrator, moderator         | kind, target_id, action     | 200 ResolvedReportDto        |
 * |                                     |                                  | (dismiss/remove_listing/    |                              |
 * |                                     |                                  | warn), reason               |                              |
 * | GET  admin/reported-conversation    | administrator, moderator, support| report_id (a chat report)   | 200 ReportedConversationDto  |
 * | (added)                             | (audited read)                   |                             |                              |
 *
 * resolve-report: 404 when the target has no open report; 422 for remove_listing of anything
 * but a listing or a project, or without a reason (remove_listing, warn); 409 listing_removed
 * when the listing already is. reported-conversation: 404 unless the report was made from a chat.
 */
export const reportRoutes: RouteDefinition[] = [
  route('GET', 'admin/reports', {
    auth: { roles: ['administrator', 'moderator', 'support'] },
    auditReads: true,
    query: adminReportsQuerySchema,
    handle: async ({ db, query }) => getAdminReports(db, query),
  }),
  staffWrite('admin/resolve-report', moderationRoles, {
    body: resolveReportSchema,
    write: ({ db, body, audit }) => resolveReport(db, audit, body),
  }),
  route('GET', 'admin/reported-conversation', {
    auth: { roles: ['administrator', 'moderator', 'support'] },
    auditReads: true,
    query: reportedConversationQuerySchema,
    handle: async ({ db, query }) => getReportedConversation(db, query),
  }),
];
