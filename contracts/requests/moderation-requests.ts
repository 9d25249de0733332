import { mixed, object, string, type InferType } from 'yup';
import type { ReviewStatus } from '../dto/owner-listing-status';
import { emptyAsMissing, idListField, queryIdField, searchField } from './field-kit';
import { limitField, offsetField } from './paging';

/** A rejection reason is shown to the owner; at most this many characters. */
export const rejectionReasonMaxLength = 300;

export const reviewDecisions = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** An admin's decision on something waiting for review. */
export const decisionField = () =>
  mixed<ReviewDecision>()
    .oneOf([...reviewDecisions], 'decision is approved or rejected')
    .required('decision is required');

/** The decision and the reason a rejection needs (the owner reads it). */
export const reviewDecisionFields = (reasonMaxLength = rejectionReasonMaxLength) => ({
  decision: decisionField(),
  reason: string()
    .trim()
    .max(reasonMaxLength, `The reason is at most ${reasonMaxLength} characters`)
    .when('decision', {
      is: 'rejected',
      then: (schema) => schema.required('Give the reason for the rejection'),
    }),
});

/**
 * The review queue's tabs: listings by review state, and `changes` — approved listings whose
 * edit waits for review (a revision) while the approved version stays public.
 */
export const reviewQueueStates = ['pending', 'changes', 'approved', 'rejected'] as const;
export type ReviewQueueState = ReviewStatus | 'changes';

/**
 * `admin/listings` and `admin/projects`: the review queue of one review state (pending by
 * default), paged.
 */
export const reviewQueueQuerySchema = object({
  review_status: mixed<ReviewQueueState>()
    .transform(emptyAsMissing)
    .oneOf([...reviewQueueStates], 'review_status is pending, changes, approved or rejected')
    .default('pending'),
  search: searchField(),
  limit: limitField(20, 50),
  offset: offsetField(),
});

/** `admin/review-listing`: approve, or reject with a reason the owner will read. */
export const reviewListingSchema = object({
  property_id: queryIdField('property_id').required('property_id is required'),
  ...reviewDecisionFields(),
});

/** What the review centre decides on in bulk: each kind's single decision, item by item. */
export const bulkReviewKinds = ['listing', 'project', 'advertisement', 'verification'] as const;
export type BulkReviewKind = (typeof bulkReviewKinds)[number];

/** At most this many items are decided in one bulk review (a page of a queue). */
export const bulkReviewMaxIds = 50;

const { decision, reason } = reviewDecisionFields();

/**
 * `admin/bulk-review`: one decision on several items of one kind; a rejection's reason goes to
 * each owner (an advertisement's rejection has none).
 */
export const bulkReviewSchema = object({
  kind: mixed<BulkReviewKind>()
    .oneOf([...bulkReviewKinds], 'kind is listing, project, advertisement or verification')
    .required('kind is required'),
  ids: idListField('ids')
    .min(1, 'Choose at least one item')
    .max(bulkReviewMaxIds, `At most ${bulkReviewMaxIds} items at a time`)
    .required('ids is required'),
  decision,
  reason: reason.when('kind', {
    is: 'advertisement',
    then: (schema) => schema.notRequired().strip(),
  }),
});

export type ReviewQueueQuery = InferType<typeof reviewQueueQuerySchema>;
export type BulkReviewInput = InferType<typeof bulkReviewSchema>;
export type ReviewListingInput = InferType<typeof reviewListingSchema>;
