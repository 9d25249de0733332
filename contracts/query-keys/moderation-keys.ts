import type { ReviewQueueState } from '../requests/moderation-requests';
import type { SearchedPage } from '../page-window';

/** A page of a listing kind's review queue, searched by title. */
export type ReviewQueuePage = SearchedPage & {
  /** A review state, or `changes`: approved listings whose edit waits for review. */
  reviewStatus: ReviewQueueState;
};

/** Query keys of the admin's review calls. */

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: ReviewQueuePage) => [...moderationKeys.all, 'queue', page] as const,
  projectQueue: (page: ReviewQueuePage) => [...moderationKeys.all, 'project-queue', page] as const,
};
