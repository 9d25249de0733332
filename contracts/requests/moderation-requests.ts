import { mixed, object, string, type InferType } from 'yup';
import { reviewStatuses, type ReviewStatus } from '../dto/owner-listing-status';
import { listingIdField } from './owner-listing-requests';
import { limitField, offsetField } from './paging';

/** A rejection reason is shown to the owner; at most this many characters. */
export const rejectionReasonMaxLength = 300;

export const reviewDecisions = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** `admin/listings`: the review queue of one review state (pending by default), paged. */
export const reviewQueueQuerySchema = object({
  review_status: mixed<ReviewStatus>()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .oneOf([...reviewStatuses], 'review_status is pending, approved or rejected')
    .default('pending'),
  search: string().trim().max(120, 'search is at most 120 characters'),
  limit: limitField(20, 50),
  offset: offsetField(),
});

/** `admin/review-listing`: approve, or reject with a reason the owner will read. */
export const reviewListingSchema = object({
  property_id: listingIdField('property_id').required('property_id is required'),
  decision: mixed<ReviewDecision>()
    .oneOf([...reviewDecisions], 'decision is approved or rejected')
    .required('decision is required'),
  reason: string()
    .trim()
    .max(rejectionReasonMaxLength, `The reason is at most ${rejectionReasonMaxLength} characters`)
    .when('decision', {
      is: 'rejected',
      then: (schema) => schema.required('Give the reason for the rejection'),
    }),
});

export type ReviewQueueQuery = InferType<typeof reviewQueueQuerySchema>;
export type ReviewListingInput = InferType<typeof reviewListingSchema>;
