import type { ReportUserInput } from '@/contracts/requests/chat-requests';
import { AppError, notFound, validationFailed } from '../core/app-error';
import type { Viewer } from '../core/route';
import type { Database } from '../db/database';
import { databaseErrorOf } from '../db/transactions';
import { isOtherReason } from '../properties/get-report-reasons';
import { findActiveReportReason } from '../properties/listing-engagement-repository';
import {
  findChatMessage,
  findConversation,
  insertOpenChatReport,
  type ConversationRow,
} from './chat-repository';

export interface ChatReportDto {
  id: number;
  reported_user_id: number;
  message_id: number | null;
  status: 'open';
}

const isParticipant = (conversation: ConversationRow, userId: number) =>
  conversation.buyerId === userId || conversation.ownerId === userId;

/**
 * `report-user` (added): the signed-in user reports a person they chat with (`to_user_id`), or
 * one of that person's messages (`message_id`), for a reason of the reports' list ("Other"
 * needs a note). The report waits for the admin; the reported person is not told. One open
 * report per reporter and person (409 for a second).
 */
export async function reportUser(
  db: Database,
  viewer: Viewer,
  input: ReportUserInput,
): Promise<{ data: ChatReportDto; message: string }> {
  let reportedUserId = input.to_user_id;
  let conversationId: number | null = null;
  if (input.message_id !== undefined) {
    const message = await findChatMessage(db, input.message_id);
    const conversation = message ? await findConversation(db, message.conversationId) : null;
    if (!message || !conversation || !isParticipant(conversation, viewer.userId)) {
      throw notFound('The message');
    }
    if (message.senderId === viewer.userId) {
      throw validationFailed({ message_id: 'You cannot report your own message.' });
    }
    reportedUserId = message.senderId;
    conversationId = conversation.id;
  }
  if (reportedUserId === undefined) {
    throw validationFailed({ to_user_id: 'Name the person or the message to report.' });
  }
  if (reportedUserId === viewer.userId) {
    throw validationFailed({ to_user_id: 'You cannot report yourself.' });
  }
  const reason = await findActiveReportReason(db, input.reason_id);
  if (!reason) throw validationFailed({ reason_id: 'Choose one of the listed reasons.' });
  const note = input.other_message?.trim() || null;
  if (isOtherReason(reason.reason) && !note) {
    throw validationFailed({ other_message: 'Tell us what is wrong.' });
  }
  const id = await insertOpenChatReport(db, {
    reporterId: viewer.userId,
    reportedUserId,
    conversationId,
    messageId: input.message_id ?? null,
    reasonId: reason.id,
    otherMessage: note,
  }).catch((error: unknown) => {
    // 23503 foreign_key_violation: the person named does not exist.
    if (databaseErrorOf(error)?.code === '23503') throw notFound('The person');
    throw error;
  });
  if (id === null) throw new AppError('conflict', 'You have already reported this person.');
  return {
    data: {
      id,
      reported_user_id: reportedUserId,
      message_id: input.message_id ?? null,
      status: 'open',
    },
    message: 'Thank you. The report was sent for review.',
  };
}
