import type { ReviewQueueProjectDto } from '@/contracts/dto/project-dto';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { decisionBody, type ReviewInput } from './review-decision';

export type ReviewProjectInput = ReviewInput<'projectId'>;

/**
 * What the review of a project and the review of its changes share: the body, the queue row
 * they answer, and the queue and the owners' project lists fetched again afterwards.
 */
export const projectReviewCall = {
  body: (input: ReviewProjectInput) => ({ project_id: input.projectId, ...decisionBody(input) }),
  answer: dataOf<ReviewQueueProjectDto>,
  invalidateOnSettled: [moderationKeys.all, ownerProjectKeys.all],
};

/**
 * POST `admin/review-project`: approve a project, or reject it with a reason; then the queue and
 * the owners' project lists are fetched again.
 */
export const reviewProject = defineMutation('POST', 'admin/review-project', projectReviewCall);

export const useReviewProject = reviewProject.use;
