import { defineMutation } from '../define-mutation';
import { listingReviewCall } from './review-listing';

/**
 * POST `admin/review-listing-changes`: approve the changes waiting for review on an approved
 * listing (they go live), or reject them with a reason the owner reads (the approved version
 * stays); then the queue, the owners' lists and the public lists are fetched again.
 */
export const reviewListingChanges = defineMutation(
  'POST',
  'admin/review-listing-changes',
  listingReviewCall,
);

export const useReviewListingChanges = reviewListingChanges.use;
