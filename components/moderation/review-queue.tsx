import { useReviewQueue } from '@/api/moderation/get-review-queue';
import { useReviewListing } from '@/api/moderation/review-listing';
import type { ReviewQueuePage } from '@/contracts/query-keys/moderation-keys';
import { ReviewQueueView } from './review-queue-view';
import { ReviewRow } from './review-row';

export interface ReviewQueueProps {
  page: ReviewQueuePage;
  /** The URL of another page of the same tab. */
  hrefFor: (page: number) => string;
}

/** One page of a listing review tab: the listings with Approve and Reject. */
export function ReviewQueue({ page, hrefFor }: ReviewQueueProps) {
  const { data, isError, refetch } = useReviewQueue(page);
  const review = useReviewListing();
  const busyId = review.isPending ? (review.variables?.propertyId ?? null) : null;
  return (
    <ReviewQueueView
      page={page}
      hrefFor={hrefFor}
      data={data}
      isError={isError}
      refetch={refetch}
      textPrefix="moderation"
      busyId={busyId}
      decide={(listing, decision, reason) =>
        review.mutateAsync({ propertyId: listing.id, decision, reason })
      }
      renderRow={(listing, actions) => (
        <ReviewRow
          key={listing.id}
          listing={listing}
          isBusy={busyId === listing.id}
          onApprove={actions.onApprove}
          onReject={actions.onReject}
        />
      )}
    />
  );
}
