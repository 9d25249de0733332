import { adminPaths } from '@/utils/admin-paths';
import { listingChangesReview, listingReview } from './listing-review';
import { listingReviewScreen } from './listing-review-screen';

/** /admin/listings: the admin approves or rejects listings, and the changes to approved ones. */
export const ModerationScreen = listingReviewScreen(
  listingReview,
  listingChangesReview,
  adminPaths.listings,
  'moderation',
);
