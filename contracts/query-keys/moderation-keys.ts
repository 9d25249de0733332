/** Query keys of the admin's review calls. */
export interface ReviewQueuePage {
  reviewStatus: 'pending' | 'approved' | 'rejected';
  limit: number;
  offset: number;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: ReviewQueuePage) => [...moderationKeys.all, 'queue', page] as const,
  projectQueue: (page: ReviewQueuePage) => [...moderationKeys.all, 'project-queue', page] as const,
};
