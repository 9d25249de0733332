import { useAdvertisementQueue } from '@/api/advertisements/get-advertisement-queue';
import { useReviewAdvertisement } from '@/api/advertisements/review-advertisement';
import type { AdvertisementDto } from '@/contracts/dto/advertisement-dto';
import { AdvertisementRow } from '@/components/listing/advertisement-row';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { reviewDecisions } from '@/contracts/requests/moderation-requests';
import { pendingOf, type ReviewKind, type ReviewRowProps } from './review-kind';

function AdvertisementReviewRow(props: ReviewRowProps<AdvertisementDto>) {
  const { item: advertisement, busyDecision, isDeciding } = props;
  const { t } = useSiteText();
  const name = advertisement.listing?.title ?? String(advertisement.id);
  return (
    <AdvertisementRow
      advertisement={advertisement}
      actions={
        <>
          {props.selection}
          <Button
            isBusy={busyDecision === 'approved'}
            disabled={isDeciding}
            onClick={props.onApprove}
            aria-label={t('moderation.advertisements.approve_named', { title: name })}
          >
            {t('moderation.advertisements.approve')}
          </Button>
          <Button
            variant="secondary"
            isBusy={busyDecision === 'rejected'}
            disabled={isDeciding}
            onClick={props.onReject}
            aria-label={t('moderation.advertisements.reject_named', { title: name })}
          >
            {t('moderation.advertisements.reject')}
          </Button>
        </>
      }
    />
  );
}

/** Advertisements waiting for the admin: approved (it runs from now) or rejected, no reason. */
export const advertisementReview: ReviewKind<AdvertisementDto, 'pending'> = {
  useQueue: ({ limit, offset, search }) => useAdvertisementQueue({ limit, offset, search }),
  useReview: () => {
    const review = useReviewAdvertisement();
    return {
      decide: (advertisement, decision) => review.mutateAsync({ id: advertisement.id, decision }),
      pending: pendingOf(review, (input) => input.id),
    };
  },
  Row: AdvertisementReviewRow,
  // Only pending advertisements are queued, and either decision is open to them.
  bulk: {
    kind: 'advertisement',
    decisions: () => reviewDecisions,
    nameOf: (advertisement) => advertisement.listing?.title ?? String(advertisement.id),
  },
  texts: {
    loadFailed: 'moderation.load_failed',
    empty: () => 'moderation.advertisements.empty',
    done: (decision) => `moderation.advertisements.done.${decision}`,
    paginationLabel: 'moderation.pagination_label',
  },
};
