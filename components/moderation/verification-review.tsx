import { useVerificationQueue } from '@/api/agent-verification/get-verification-queue';
import { useReviewVerification } from '@/api/agent-verification/review-verification';
import type { VerificationStatus } from '@/contracts/agent-verification-rules';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { ReviewRowProps } from './review-kind';
import { queueTexts, reviewWith, type ReviewKind } from './review-kind';
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
  useReview: reviewWith(useReviewVerification, 'submissionId'),
  Row: VerificationReviewRow,
  rejectDialog: {
    nameOf: (submission) => submission.user.name,
    textKeys: {
      title: 'verification_review.reject_title',
      reasonLabel: 'verification_review.reason_label',
      submit: 'verification_review.reject_submit',
    },
  },
  texts: queueTexts('verification_review'),
};
