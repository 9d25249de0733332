import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import { reviewStatuses, type ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { QueryParams } from '@/utils/paths';
import { AdvertisementQueue } from './advertisement-queue';
import type { ReviewKind } from './review-kind';
import { ReviewScreen } from './review-screen';

/**
 * The review screen of one listing kind (/admin/listings, /admin/projects): the kind's queue at
 * its path, under the title and intro of its text group (`{texts}.title`, `{texts}.intro`), with
 * the shared status tabs and the advertisement queue below. A new kind gives its queue, path and
 * text group.
 */
export function listingReviewScreen<Item extends { id: number }>(
  queue: ReviewKind<Item, ReviewStatus>,
  pathOf: (query?: QueryParams) => string,
  texts: string,
) {
  const screen = {
    queue,
    statuses: reviewStatuses,
    pageSize: reviewQueuePageSize,
    pathOf,
    idBase: 'moderation',
    texts: {
      title: `${texts}.title`,
      intro: `${texts}.intro`,
      tabsLabel: 'moderation.tabs_label',
      tab: (status: ReviewStatus) => `moderation.tab.${status}`,
    },
    footer: <AdvertisementQueue />,
  };
  return function ListingReviewScreen() {
    return <ReviewScreen screen={screen} />;
  };
}
