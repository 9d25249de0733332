import { paths } from '@/utils/paths';
import { listingReview } from './listing-review';
import { listingReviewScreen } from './listing-review-screen';

/** /admin/listings: the admin approves or rejects listings. */
export const ModerationScreen = listingReviewScreen(
  listingReview,
  paths.adminListings,
  'moderation',
);
