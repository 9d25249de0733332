import Link from 'next/link';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ListingStats, ListingStatusBadges } from './listing-status-badges';
import { OwnerListingActions } from './owner-listing-actions';
import styles from './owner-listings.module.css';
import { dateTimeFormat } from '@/utils/intl-formatters';

/** The listing's title image, or a plain placeholder. */
export function ListingThumb({ listing }: { listing: OwnerListingDto }) {
  const { t } = useSiteText();
  return listing.title_image ? (
    <img className={styles.thumb} src={listing.title_image} alt="" loading="lazy" />
  ) : (
    <span className={`${styles.thumb} ${styles.noImage}`}>{t('owner_listings.no_image')}</span>
  );
}

/** One of the owner's listings in "My properties": image, state, numbers and actions. */
export function OwnerListingRow({ listing }: { listing: OwnerListingDto }) {
  const { t, locale } = useSiteText();
  const priceText = usePriceText();
  const price = priceText(listing.price, listing.rentduration);
  const posted = dateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(listing.created_at),
  );
  return (
    <li className={styles.row}>
      <ListingThumb listing={listing} />
      <div className={styles.main}>
        <h2 className={styles.rowTitle}>
          <Link href={paths.myProperty(listing.slug_id)} prefetch={false} dir="auto">
            {listing.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span className={styles.price}>
            {price.amount}
            {price.per ? <span className={styles.per}>{price.per}</span> : null}
          </span>
          <bdi>{listing.city}</bdi>
          <span>{t('owner_listings.posted_on', { date: posted })}</span>
        </p>
        <ListingStatusBadges listing={listing} />
        <ListingStats listing={listing} />
      </div>
      <OwnerListingActions listing={listing} />
    </li>
  );
}
