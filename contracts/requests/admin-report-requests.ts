import { mixed, object, string, type InferType } from 'yup';
import {
  reportQueueStates,
  reportTargetKinds,
  type ReportQueueState,
  type ReportTargetKind,
} from '../dto/admin-report-dto';
import { emptyAsMissing, idField } from './field-kit';
import { pageFields } from './paging';
import { rejectionReasonMaxLength } from './moderation-requests';

/** `admin/reports`: the reported targets of one state (open by default), of one kind or all. */
export const adminReportsQuerySchema = object({
  kind: mixed<ReportTargetKind>()
    .transform(emptyAsMissing)
    .oneOf([...reportTargetKinds], 'kind is listing, project, message or person'),
  status: mixed<ReportQueueState>()
    .transform(emptyAsMissing)
    .oneOf([...reportQueueStates], 'status is open or closed')
    .default('open'),
  ...pageFields(20, 50),
});

/**
 * What a moderator does with a reported target: dismiss its reports, remove the listing (its
 * owner reads the reason), or warn the person it concerns (they read the reason).
 */
export const reportActions = ['dismiss', 'remove_listing', 'warn'] as const;
export type ReportAction = (typeof reportActions)[number];

/** `admin/resolve-report`: one action on one target's open reports. */
export const resolveReportSchema = object({
  kind: mixed<ReportTargetKind>()
    .oneOf([...reportTargetKinds], 'kind is listing, project, message or person')
    .required('kind is required'),
  target_id: idField('target_id').required('target_id is required'),
  action: mixed<ReportAction>()
    .oneOf([...reportActions], 'action is dismiss, remove_listing or warn')
    .required('action is required'),
  reason: string()
    .trim()
    .max(rejectionReasonMaxLength, `The reason is at most ${rejectionReasonMaxLength} characters`)
    .when('action', {
      is: (action: unknown) => action === 'remove_listing' || action === 'warn',
      then: (schema) => schema.required('Give the reason (the person reads it)'),
    }),
});

/** `admin/reported-conversation`: the chat a report was made from. */
export const reportedConversationQuerySchema = object({
  report_id: idField('report_id').transform(emptyAsMissing).required('report_id is required'),
});

export type AdminReportsQuery = InferType<typeof adminReportsQuerySchema>;
export type ResolveReportInput = InferType<typeof resolveReportSchema>;
export type ReportedConversationQuery = InferType<typeof reportedConversationQuerySchema>;
