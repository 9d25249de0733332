import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { defineQuery } from '../define-query';
import { pageOf } from '../list-page';
import { reviewQueueRequest } from './get-review-queue';

/**
 * GET `admin/projects`: the projects in one review state, with their owners; `changes` gives the
 * approved projects whose edit waits for review, each with its `pending_changes`.
 */
export const projectReviewQueueQuery = defineQuery('admin/projects', {
  key: moderationKeys.projectQueue,
  query: reviewQueueRequest,
  answer: pageOf<ReviewQueueProjectDto>,
  viewer: 'staff',
  keepsPrevious: true,
});

/** One page of the project review queue; idle unless an admin is signed in. */
export const useProjectReviewQueue = projectReviewQueueQuery.use;
