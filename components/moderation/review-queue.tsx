import { useState } from 'react';
import { notify } from '@/utils/notify';
import { useReviewQueue } from '@/api/moderation/get-review-queue';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { useReviewListing, type ReviewListingInput } from '@/api/moderation/review-listing';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/property/api-error-text';
import { Pagination } from '@/components/property/pagination';
import styles from './moderation.module.css';
import { RejectDialog } from './reject-dialog';
import { ReviewRow } from './review-row';

export interface ReviewQueueProps {
  page: ReviewQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
}

/** One page of a review tab: the listings with Approve and Reject, and the reject dialog. */
export function ReviewQueue({ page, hrefFor }: ReviewQueueProps) {
  const { t, tCount } = useSiteText();
  const { data, isError, refetch } = useReviewQueue(page);
  const review = useReviewListing();
  const [rejecting, setRejecting] = useState<ReviewQueueListingDto | null>(null);

  const decide = (input: ReviewListingInput) =>
    review.mutate(input, {
      onSuccess: () => {
        void notify('success', t(`moderation.done.${input.decision}`));
        setRejecting(null);
      },
      onError: (error) => void notify('error', apiErrorText(error, t)),
    });

  if (!data) {
    return (
      <div className={styles.status} role={isError ? 'alert' : 'status'}>
        <p>{isError ? t('moderation.load_failed') : t('common.loading')}</p>
        {isError ? (
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            {t('common.try_again')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data.total === 0) {
    return <p className={styles.status}>{t(`moderation.empty.${page.reviewStatus}`)}</p>;
  }
  return (
    <>
      <p className={styles.count} role="status">
        {tCount('moderation.count', data.total)}
      </p>
      <ul className={styles.list}>
        {data.data.map((listing) => (
          <ReviewRow
            key={listing.id}
            listing={listing}
            isBusy={review.isPending && review.variables?.propertyId === listing.id}
            onApprove={() => decide({ propertyId: listing.id, decision: 'approved' })}
            onReject={() => setRejecting(listing)}
          />
        ))}
      </ul>
      <Pagination
        page={Math.floor(page.offset / page.limit) + 1}
        pageCount={Math.ceil(data.total / page.limit)}
        hrefFor={hrefFor}
        label={t('moderation.pagination_label')}
      />
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        title={rejecting?.title ?? null}
        isBusy={review.isPending}
        onReject={(reason) =>
          rejecting && decide({ propertyId: rejecting.id, decision: 'rejected', reason })
        }
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
