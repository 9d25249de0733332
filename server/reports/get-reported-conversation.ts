import type { ReportedConversationDto } from '@/contracts/dto/admin-report-dto';
import type { ReportedConversationQuery } from '@/contracts/requests/admin-report-requests';
import { notFound } from '../core/app-error';
import type { RouteResult } from '../core/route';
import type { Database } from '../db/database';
import {
  findChatReport,
  findConversationBetween,
  findPeople,
  listConversationMessages,
} from './report-repository';

/** The most messages a reported conversation shows (its latest). */
const shownMessages = 200;

/**
 * `admin/reported-conversation` (added): the messages of the conversation a chat report was made
 * from, between the reporter and the reported person only. A report made outside a chat, or an
 * unknown report, is a 404: staff never read a private chat nobody reported. Audited.
 */
export async function getReportedConversation(
  db: Database,
  query: ReportedConversationQuery,
): Promise<RouteResult<ReportedConversationDto>> {
  const report = await findChatReport(db, query.report_id);
  if (!report || report.conversationId === null) throw notFound('The reported conversation');
  const conversation = await findConversationBetween(db, report.conversationId, [
    report.reporterId,
    report.reportedUserId,
  ]);
  if (!conversation) throw notFound('The reported conversation');
  const [messages, people] = await Promise.all([
    listConversationMessages(db, conversation.id, shownMessages),
    findPeople(db, [report.reporterId, report.reportedUserId]),
  ]);
  const nameOf = (id: number) => people.find((person) => person.id === id)?.name ?? '';
  return {
    data: {
      report_id: report.id,
      conversation_id: conversation.id,
      listing_title: conversation.title,
      reporter: { id: report.reporterId, name: nameOf(report.reporterId) },
      reported: { id: report.reportedUserId, name: nameOf(report.reportedUserId) },
      messages: messages.map((message) => ({
        id: message.id,
        sender_id: message.senderId,
        text: message.deletedAt ? null : message.message,
        has_file: !message.deletedAt && Boolean(message.file ?? message.audio),
        is_deleted: message.deletedAt !== null,
        created_at: message.createdAt.toISOString(),
      })),
    },
  };
}
