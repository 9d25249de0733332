import Link from 'next/link';
import { useReviewQueue } from '@/api/moderation/get-review-queue';
import { useReviewListing } from '@/api/moderation/review-listing';
import { useReviewListingChanges } from '@/api/moderation/review-listing-changes';
import type { ReviewQueueListingDto } from '@/contracts/dto/owner-listing-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { ListingThumb } from '@/components/listing/listing-thumb';
import { ListingStatusBadges } from '@/components/listing/listing-status-badges';
import { usePriceText } from '@/components/listing/use-price-text';
import { paths } from '@/utils/paths';
import { changesReview } from './changes-review';
import styles from './moderation.module.css';
import {
  listingBulk,
  queueTexts,
  reviewWith,
  type ListingReviewKind,
  type ListingRowProps,
} from './review-kind';
import { ReviewRow } from './review-row';

function ListingReviewRow({ item: listing, ...decisions }: ListingRowProps<ReviewQueueListingDto>) {
  const { t } = useSiteText();
  const price = usePriceText()(listing.price, listing.rentduration);
  const href = listing.is_public
    ? paths.propertyDetail(listing.slug_id)
    : paths.myProperty(listing.slug_id);
  return (
    <ReviewRow
      listing={listing}
      thumb={<ListingThumb image={listing.title_image} />}
      heading={
        <h2 className={styles.rowTitle} dir="auto">
          {listing.title}
        </h2>
      }
      fact={{
        label: t('moderation.price'),
        value: `${price.amount}${price.per ? ` ${price.per}` : ''}`,
      }}
      badges={<ListingStatusBadges listing={listing} />}
      link={
        <Link href={href} prefetch={false} target="_blank" rel="noopener">
          {t(listing.is_public ? 'moderation.view_public' : 'moderation.preview')}
        </Link>
      }
      {...decisions}
    />
  );
}

/** Listings (properties) waiting for review: /admin/listings. */
export const listingReview: ListingReviewKind<ReviewQueueListingDto> = {
  useQueue: ({ status, ...page }) => useReviewQueue({ reviewStatus: status, ...page }),
  useReview: reviewWith(useReviewListing, 'propertyId'),
  Row: ListingReviewRow,
  bulk: listingBulk('listing'),
  rejectDialog: { nameOf: (listing) => listing.title },
  texts: queueTexts('moderation'),
};

/** Approved listings whose edit waits for review: the changes tab of /admin/listings. */
export const listingChangesReview = changesReview(
  listingReview,
  reviewWith(useReviewListingChanges, 'propertyId'),
  'property',
);
