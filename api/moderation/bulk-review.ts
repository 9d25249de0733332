import type { BulkReviewResultDto } from '@/contracts/dto/bulk-review-dto';
import { advertisementKeys } from '@/contracts/query-keys/package-keys';
import { agentKeys } from '@/contracts/query-keys/agent-keys';
import { agentVerificationKeys } from '@/contracts/query-keys/agent-verification-keys';
import { homepageKeys } from '@/contracts/query-keys/homepage-keys';
import { moderationKeys } from '@/contracts/query-keys/moderation-keys';
import { ownerListingKeys } from '@/contracts/query-keys/owner-listings-keys';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { propertyKeys } from '@/contracts/query-keys/properties-keys';
import type { BulkReviewKind, ReviewDecision } from '@/contracts/requests/moderation-requests';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';
import { decisionBody } from './review-decision';

export interface BulkReviewInput {
  kind: BulkReviewKind;
  ids: readonly number[];
  decision: ReviewDecision;
  /** Required for a rejection (but an advertisement's); each owner reads it. */
  reason?: string;
}

/**
 * POST `admin/bulk-review`: one decision on several items of one kind, each as its single
 * decision; answers how each went. Then every review queue and the lists a decision may change
 * are fetched again.
 */
export const bulkReview = defineMutation('POST', 'admin/bulk-review', {
  body: (input: BulkReviewInput) => ({
    kind: input.kind,
    ids: [...input.ids],
    ...decisionBody(input),
  }),
  answer: dataOf<BulkReviewResultDto[]>,
  invalidateOnSettled: [
    moderationKeys.all,
    ownerListingKeys.all,
    ownerProjectKeys.all,
    propertyKeys.all,
    advertisementKeys.all,
    homepageKeys.all,
    agentVerificationKeys.all,
    agentKeys.all,
  ],
});

export const useBulkReview = bulkReview.use;
