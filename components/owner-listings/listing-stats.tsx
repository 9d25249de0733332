import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from '@/components/listing/owner-listings.module.css';
import { numberFormat } from '@/utils/intl-formatters';

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
