import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import { reviewStatuses, type ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { paths } from '@/utils/paths';
import { AdvertisementQueue } from './advertisement-queue';
import { listingReview } from './listing-review';
import { ReviewScreen, type ReviewScreenKind } from './review-screen';

const listingReviewScreen: ReviewScreenKind<ReviewQueueListingDto, ReviewStatus> = {
  queue: listingReview,
  statuses: reviewStatuses,
  pageSize: reviewQueuePageSize,
  pathOf: paths.adminListings,
  idBase: 'moderation',
  texts: {
    title: 'moderation.title',
    intro: 'moderation.intro',
    tabsLabel: 'moderation.tabs_label',
    tab: (status) => `moderation.tab.${status}`,
  },
  footer: <AdvertisementQueue />,
};

/** /admin/listings: the admin approves or rejects listings. */
export function ModerationScreen() {
  return <ReviewScreen screen={listingReviewScreen} />;
}
