import Link from 'next/link';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingThumb } from '@/components/owner-listings/owner-listing-row';
import { ListingStatusBadges } from '@/components/owner-listings/listing-status-badges';
import { Button } from '@/components/ui/button';
import { paths } from '@/utils/paths';
import styles from './moderation.module.css';
import { dateTimeFormat } from '@/utils/intl-formatters';

export interface ReviewRowProps {
  listing: ReviewQueueListingDto;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One listing of the review queue: what it is, whose it is, and the two decisions. */
export function ReviewRow({ listing, isBusy, onApprove, onReject }: ReviewRowProps) {
  const { t, locale } = useSiteText();
  const price = usePriceText()(listing.price, listing.rentduration);
  const created = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(listing.created_at),
  );
  const href = listing.is_public
    ? paths.propertyDetail(listing.slug_id)
    : paths.myProperty(listing.slug_id);
  return (
    <li className={styles.row}>
      <ListingThumb listing={listing} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle} dir="auto">
          {listing.title}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('moderation.owner')}</dt>
            <dd>
              <bdi>{listing.owner.name}</bdi>
              {listing.owner.email ? (
                <span className={styles.ownerEmail}>{listing.owner.email}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('moderation.city')}</dt>
            <dd>
              <bdi>{listing.city}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('moderation.price')}</dt>
            <dd>
              {price.amount}
              {price.per ? ` ${price.per}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('moderation.created')}</dt>
            <dd>{created}</dd>
          </div>
        </dl>
        <ListingStatusBadges listing={listing} isOwnerView={false} />
        <Link href={href} prefetch={false} target="_blank" rel="noopener">
          {t(listing.is_public ? 'moderation.view_public' : 'moderation.preview')}
        </Link>
      </div>
      <div
        className={styles.decisions}
        role="group"
        aria-label={t('moderation.decisions_label', { title: listing.title })}
      >
        {listing.review_status !== 'approved' ? (
          <Button variant="primary" disabled={isBusy} onClick={onApprove}>
            {t('moderation.approve')}
          </Button>
        ) : null}
        {listing.review_status !== 'rejected' ? (
          <Button variant="danger" disabled={isBusy} onClick={onReject}>
            {t('moderation.reject')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
