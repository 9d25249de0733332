import Link from 'next/link';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ListingStats } from './listing-stats';
import { OwnerListingActions } from './owner-listing-actions';
import styles from '@/components/listing/owner-listings.module.css';
import { dateTimeFormat } from '@/utils/intl-formatters';

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
      <ListingThumb image={listing.title_image} />
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
        <ListingStatusBadges listing={listing} pendingHint={t('owner_listings.hint.pending')} />
        <ListingStats listing={listing} />
      </div>
      <OwnerListingActions listing={listing} />
    </li>
  );
}
