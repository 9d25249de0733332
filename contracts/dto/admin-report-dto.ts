import type { ReviewStatus } from './owner-listing-status';

/**
 * What a report is about: a listing (a property's report), a project, a message of a
 * conversation, or a person reported from a conversation.
 */
export const reportTargetKinds = ['listing', 'project', 'message', 'person'] as const;

/** The kinds of target that are listings (a moderator can remove them). */
export const reportedListingKinds = ['listing', 'project'] as const;
export type ReportedListingKind = (typeof reportedListingKinds)[number];
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** The reports' states in the queue: open (waiting), closed (dismissed or acted on). */
export const reportQueueStates = ['open', 'closed'] as const;
export type ReportQueueState = (typeof reportQueueStates)[number];

/** One reason the target was reported for, and by how many reports. */
export interface ReportReasonCountDto {
  reason: string;
  count: number;
}

/** One reporter's note (the "Other" reason's text, or a note sent with a reason). */
export interface ReportNoteDto {
  report_id: number;
  reporter_id: number;
  reporter_name: string;
  note: string;
  created_at: string;
}

/** The reported listing (a property or a project, by the target's kind), as the queue shows it. */
export interface ReportedListingDto {
  id: number;
  slug_id: string;
  title: string;
  review_status: ReviewStatus;
  is_active: boolean;
  rejection_reason: string | null;
}

/** The reported message (its text is gone once its sender deleted it). */
export interface ReportedMessageDto {
  id: number;
  text: string | null;
  has_file: boolean;
  is_deleted: boolean;
  created_at: string;
}

/**
 * One reported target with its reports (those in the queue's state): how many, by how many
 * people, for which reasons, with the reporters' notes; the person it concerns (a listing's
 * owner, a message's sender, the reported person).
 */
export interface ReportTargetDto {
  kind: ReportTargetKind;
  target_id: number;
  report_count: number;
  reporter_count: number;
  reasons: ReportReasonCountDto[];
  notes: ReportNoteDto[];
  first_reported_at: string;
  last_reported_at: string;
  person: { id: number; name: string; is_active: boolean } | null;
  listing: ReportedListingDto | null;
  message: ReportedMessageDto | null;
  /** A report of a conversation (a message's, or a person's from a chat): opens the chat. */
  conversation_report_id: number | null;
}

/** One message of a reported conversation. */
export interface ReportedConversationMessageDto {
  id: number;
  sender_id: number;
  text: string | null;
  has_file: boolean;
  is_deleted: boolean;
  created_at: string;
}

/** The messages between a reporter and the person they reported, in the reported chat. */
export interface ReportedConversationDto {
  report_id: number;
  conversation_id: number;
  listing_title: string;
  reporter: { id: number; name: string };
  reported: { id: number; name: string };
  messages: ReportedConversationMessageDto[];
}
