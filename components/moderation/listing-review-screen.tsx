import { reviewQueuePageSize } from '@/api/moderation/get-review-queue';
import { reviewQueueStates, type ReviewQueueState } from '@/contracts/requests/moderation-requests';
import type { QueryParams } from '@/utils/paths';
import { AdvertisementQueue } from './advertisement-queue';
import type { ListingReviewKind } from './review-kind';
import { ReviewScreen } from './review-screen';

/**
 * The review screen of one listing kind (/admin/listings, /admin/projects): the kind's queue at
 * its path, under the title and intro of its text group (`{texts}.title`, `{texts}.intro`), with
 * the shared status tabs — the second, Changes, showing the kind's `changes` queue: approved
 * listings whose edit waits for review — and the advertisement queue below. A new kind gives its
 * queue, its changes queue, path and text group.
 */
export function listingReviewScreen<Item extends { id: number }>(
  queue: ListingReviewKind<Item>,
  changesQueue: ListingReviewKind<Item>,
  pathOf: (query?: QueryParams) => string,
  texts: string,
) {
  const screen = {
    queue,
    tabQueues: { changes: changesQueue },
    statuses: reviewQueueStates,
    pageSize: reviewQueuePageSize,
    pathOf,
    idBase: 'moderation',
    texts: {
      title: `${texts}.title`,
      intro: `${texts}.intro`,
      tabsLabel: 'moderation.tabs_label',
      tab: (status: ReviewQueueState) => `moderation.tab.${status}`,
      search: 'review_centre.search_label',
    },
    footer: <AdvertisementQueue />,
  };
  return function ListingReviewScreen() {
    return <ReviewScreen screen={screen} />;
  };
}
