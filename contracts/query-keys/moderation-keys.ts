import type { ReviewQueueState } from '../requests/moderation-requests';

/** Query keys of the admin's review calls. */
export interface ReviewQueuePage {
  /** A review state, or `changes`: approved listings whose edit waits for review. */
  reviewStatus: ReviewQueueState;
  limit: number;
  offset: number;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: ReviewQueuePage) => [...moderationKeys.all, 'queue', page] as const,
  projectQueue: (page: ReviewQueuePage) => [...moderationKeys.all, 'project-queue', page] as const,
};
