import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import type { VerificationDecision } from '@/contracts/requests/agent-verification-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { decisionBody, type ReviewInput } from '../moderation/review-decision';

export type ReviewVerificationInput = ReviewInput<'submissionId', VerificationDecision>;

/**
 * POST `admin/review-verification`: approve a submission, or reject it with a reason; then the
 * queue and the agents (their badges) are fetched again.
 */
export const reviewVerification = defineMutation('POST', 'admin/review-verification', {
  body: (input: ReviewVerificationInput) => ({
    submission_id: input.submissionId,
    ...decisionBody(input),
  }),
  answer: dataOf<VerificationSubmissionDto>,
  invalidateOnSettled: [agentVerificationKeys.all, agentKeys.all],
});

export const useReviewVerification = reviewVerification.use;
