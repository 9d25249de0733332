import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { moderationKeys, type ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { defineQuery } from '../define-query';
import { pageOf, searchedPage } from '../list-page';

/** Listings per page of the review queue. */
export const reviewQueuePageSize = 20;

/** The request of a review queue's page: one review state (or `changes`), a window of it. */
export function reviewQueueRequest(page: ReviewQueuePage) {
  return { review_status: page.reviewStatus, ...searchedPage(page) };
}

/**
 * GET `admin/listings`: the listings in one review state, with their owners; `changes` gives the
 * approved listings whose edit waits for review, each with its `pending_changes`.
 */
export const listingReviewQueueQuery = defineQuery('admin/listings', {
  key: moderationKeys.queue,
  query: reviewQueueRequest,
  answer: pageOf<ReviewQueueListingDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

/** One page of the review queue; idle unless an admin is signed in. */
export const useReviewQueue = listingReviewQueueQuery.use;
