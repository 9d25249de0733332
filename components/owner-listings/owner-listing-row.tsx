import Link from 'next/link';
import type { OwnerListingDto } from '@/contracts/dto/owner-listing-dto';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import styles from '@/components/listing/owner-listings.module.css';
import { ListingStats } from './listing-stats';
import { OwnerListingActions } from './owner-listing-actions';
import { OwnerRow } from './owner-row';

/** One of the owner's listings in "My properties": image, state, numbers and actions. */
export function OwnerListingRow({ listing }: { listing: OwnerListingDto }) {
  const { t } = useSiteText();
  const priceText = usePriceText();
  const price = priceText(listing.price, listing.rentduration);
  return (
    <OwnerRow
      kind="property"
      image={listing.title_image}
      title={
        <Link href={paths.myProperty(listing.slug_id)} prefetch={false} dir="auto">
          {listing.title}
        </Link>
      }
      lead={
        <span className={styles.price}>
          {price.amount}
          {price.per ? <span className={styles.per}>{price.per}</span> : null}
        </span>
      }
      city={listing.city}
      createdAt={listing.created_at}
      pendingChanges={listing.pending_changes}
      actions={<OwnerListingActions listing={listing} />}
    >
      <ListingStatusBadges listing={listing} pendingHint={t('owner_listings.hint.pending')} />
      <ListingStats listing={listing} />
    </OwnerRow>
  );
}
