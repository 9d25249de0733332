import { useVerificationQueue } from '@/api/agent-verification/get-verification-queue';
import { useReviewVerification } from '@/api/agent-verification/review-verification';
import type { VerificationStatus } from '@/contracts/agent-verification-rules';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { ReviewRowProps } from './review-kind';
import { pendingOf, type ReviewKind } from './review-kind';
import { VerificationSubmissionRow } from './verification-submission-row';

function VerificationReviewRow({
  item,
  busyDecision,
  ...actions
}: ReviewRowProps<VerificationSubmissionDto>) {
  return (
    <VerificationSubmissionRow
      submission={item}
      isBusy={busyDecision !== null}
      onApprove={actions.onApprove}
      onReject={actions.onReject}
    />
  );
}

/** Agents' verification requests: /admin/verifications. */
export const verificationReview: ReviewKind<VerificationSubmissionDto, VerificationStatus> = {
  useQueue: useVerificationQueue,
  useReview: () => {
    const review = useReviewVerification();
    return {
      decide: (submission, decision, reason) =>
        review.mutateAsync({ submissionId: submission.id, decision, reason }),
      pending: pendingOf(review, (input) => input.submissionId),
    };
  },
  Row: VerificationReviewRow,
  rejectDialog: {
    nameOf: (submission) => submission.user.name,
    textKeys: {
      title: 'verification_review.reject_title',
      reasonLabel: 'verification_review.reason_label',
      submit: 'verification_review.reject_submit',
    },
  },
  texts: {
    loadFailed: 'verification_review.load_failed',
    empty: (status) => `verification_review.empty.${status}`,
    done: (decision) => `verification_review.done.${decision}`,
    count: 'verification_review.count',
    paginationLabel: 'verification_review.pagination_label',
  },
};
