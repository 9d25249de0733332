import type { ReportedConversationDto } from '@/contracts/dto/admin-report-dto';
import { reportKeys } from '@/contracts/query-keys/report-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/**
 * GET `admin/reported-conversation`: the messages of the chat a report was made from (between
 * the reporter and the reported person only). Asked only when `reportId` is set.
 */
export const reportedConversationQuery = defineQuery('admin/reported-conversation', {
  key: (reportId: number) => reportKeys.conversation(reportId),
  query: (reportId: number) => ({ report_id: reportId }),
  answer: dataOf<ReportedConversationDto>,
  viewer: 'staff',
  enabled: (reportId: number) => reportId > 0,
});

export const useReportedConversation = reportedConversationQuery.use;
