import { useState } from 'react';
import { useVerificationQueue } from '@/api/agent-verification/get-verification-queue';
import {
  useReviewVerification,
  type ReviewVerificationInput,
} from '@/api/agent-verification/review-verification';
import type { VerificationSubmissionDto } from '@/contracts/dto/agent-verification-dto';
import type { VerificationQueuePage } from '@/contracts/query-keys/agent-verification-keys';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { PagedList } from '@/components/ui/paged-list';
import { pageOfOffset } from '@/hooks/use-list-page';
import { notify } from '@/utils/notify';
import styles from './moderation.module.css';
import { RejectDialog } from './reject-dialog';
import { VerificationSubmissionRow } from './verification-submission-row';

const rejectTextKeys = {
  title: 'verification_review.reject_title',
  reasonLabel: 'verification_review.reason_label',
  submit: 'verification_review.reject_submit',
};

export interface VerificationQueueProps {
  page: VerificationQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
}

/** One page of a verification tab: the submissions with Approve and Reject, and the dialog. */
export function VerificationQueue({ page, hrefFor }: VerificationQueueProps) {
  const { t, tCount } = useSiteText();
  const result = useVerificationQueue(page);
  const review = useReviewVerification();
  const [rejecting, setRejecting] = useState<VerificationSubmissionDto | null>(null);

  const decide = (input: ReviewVerificationInput) =>
    review.mutate(input, {
      onSuccess: () => {
        void notify('success', t(`verification_review.done.${input.decision}`));
        setRejecting(null);
      },
      onError: (error) => void notify('error', apiErrorText(error, t)),
    });

  return (
    <>
      <PagedList
        result={result}
        failedText={t('verification_review.load_failed')}
        statusClassName={styles.status}
        pageSize={page.limit}
        empty={<p className={styles.status}>{t(`verification_review.empty.${page.status}`)}</p>}
        pages={{
          page: pageOfOffset(page),
          hrefFor,
          label: t('verification_review.pagination_label'),
        }}
      >
        {(submissions) => (
          <>
            <p className={styles.count} role="status">
              {tCount('verification_review.count', submissions.total)}
            </p>
            <ul className={styles.list}>
              {submissions.data.map((submission) => (
                <VerificationSubmissionRow
                  key={submission.id}
                  submission={submission}
                  isBusy={review.isPending && review.variables?.submissionId === submission.id}
                  onApprove={() => decide({ submissionId: submission.id, decision: 'approved' })}
                  onReject={() => setRejecting(submission)}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        title={rejecting?.user.name ?? null}
        isBusy={review.isPending}
        textKeys={rejectTextKeys}
        onReject={(reason) =>
          rejecting && decide({ submissionId: rejecting.id, decision: 'rejected', reason })
        }
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
