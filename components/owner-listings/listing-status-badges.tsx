import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './owner-listings.module.css';
import { badgesFor } from './status-actions-for';
import { numberFormat } from '@/utils/intl-formatters';

/** Pending / approved / rejected, active / inactive, sold / rented; a rejection shows its reason. */
export function ListingStatusBadges({
  listing,
  isOwnerView = true,
}: {
  listing: OwnerListingDto;
  /** The owner also reads what a pending review means; the admin does not need that. */
  isOwnerView?: boolean;
}) {
  const { t } = useSiteText();
  return (
    <div className={styles.badgeBlock}>
      <ul className={styles.badges}>
        {badgesFor(listing).map((badge) => (
          <li key={badge} className={`${styles.badge} ${styles[`badge_${badge}`] ?? ''}`}>
            {t(`owner_listings.badge.${badge}`)}
          </li>
        ))}
      </ul>
      {listing.review_status === 'rejected' && listing.rejection_reason ? (
        <p className={styles.reason}>
          {t('owner_listings.rejection_reason', { reason: listing.rejection_reason })}
        </p>
      ) : null}
      {isOwnerView && listing.review_status === 'pending' ? (
        <p className={styles.hint}>{t('owner_listings.hint.pending')}</p>
      ) : null}
    </div>
  );
}

/** Views, likes and interested users of a listing. */
export function ListingStats({ listing }: { listing: OwnerListingDto }) {
  const { t, locale } = useSiteText();
  const number = numberFormat(locale);
  const stats = [
    ['views', listing.total_views],
    ['likes', listing.total_likes],
    ['interested', listing.total_interested],
  ] as const;
  return (
    <dl className={styles.stats} aria-label={t('owner_listings.stats_label')}>
      {stats.map(([key, value]) => (
        <div key={key} className={styles.stat}>
          <dt>{t(`owner_listings.stats.${key}`)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
