import type { ReviewQueueState } from '../requests/moderation-requests';
import type { PageWindow } from '../page-window';

/** Query keys of the admin's review calls. */
export interface ReviewQueuePage extends PageWindow {
  /** A review state, or `changes`: approved listings whose edit waits for review. */
  reviewStatus: ReviewQueueState;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: ReviewQueuePage) => [...moderationKeys.all, 'queue', page] as const,
  projectQueue: (page: ReviewQueuePage) => [...moderationKeys.all, 'project-queue', page] as const,
};
