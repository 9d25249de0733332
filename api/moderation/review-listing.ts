import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { decisionBody, type ReviewInput } from './review-decision';

export type ReviewListingInput = ReviewInput<'propertyId'>;

/**
 * What the review of a listing and the review of its changes share: the body, the queue row
 * they answer, and the queue and lists fetched again once the decision is taken.
 */
export const listingReviewCall = {
  body: (input: ReviewListingInput) => ({ property_id: input.propertyId, ...decisionBody(input) }),
  answer: dataOf<ReviewQueueListingDto>,
  invalidateOnSettled: [moderationKeys.all, ownerListingKeys.all, propertyKeys.all],
};

/**
 * POST `admin/review-listing`: approve a listing, or reject it with a reason; then the queue and
 * the lists it may now appear in are fetched again.
 */
export const reviewListing = defineMutation('POST', 'admin/review-listing', listingReviewCall);

export const useReviewListing = reviewListing.use;
