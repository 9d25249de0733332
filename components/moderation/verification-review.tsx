import { useVerificationQueue } from '@/api/agent-verification/get-verification-queue';
import { useReviewVerification } from '@/api/agent-verification/review-verification';
import type { VerificationStatus } from '@/contracts/agent-verification-rules';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { ReviewRowProps } from './review-kind';
import { decisionsOtherThan, queueTexts, reviewWith, type ReviewKind } from './review-kind';
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
      selection={actions.selection}
    />
  );
}

/** A submission's status as the decision that gave it (a pending one has none). */
const decidedAs: Record<VerificationStatus, string> = {
  pending: 'pending',
  success: 'approved',
  failed: 'rejected',
};

/** Agents' verification requests: /admin/verifications. */
export const verificationReview: ReviewKind<VerificationSubmissionDto, VerificationStatus> = {
  useQueue: useVerificationQueue,
  useReview: reviewWith(useReviewVerification, 'submissionId'),
  Row: VerificationReviewRow,
  bulk: {
    kind: 'verification',
    // Only a user's latest submission is decided; the decisions its row offers.
    decisions: (submission) =>
      submission.is_latest ? decisionsOtherThan(decidedAs[submission.status]) : [],
    nameOf: (submission) => submission.user.name,
  },
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
