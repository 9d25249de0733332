import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './owner-listings.module.css';

/** What the badges read of a listing of any kind (a property has a market status too). */
export interface BadgedListing {
  review_status: ReviewStatus;
  is_active: boolean;
  status?: 'available' | 'sold' | 'rented';
  rejection_reason?: string | null;
}

/** The badges of a listing: its review state, then whether it is public, then sold/rented. */
export type ListingBadge =
  'pending' | 'approved' | 'rejected' | 'removed' | 'active' | 'inactive' | 'sold' | 'rented';

export function badgesFor(listing: BadgedListing): ListingBadge[] {
  const badges: ListingBadge[] = [listing.review_status];
  if (listing.review_status === 'approved') badges.push(listing.is_active ? 'active' : 'inactive');
  if (listing.status && listing.status !== 'available') badges.push(listing.status);
  return badges;
}

/**
 * Pending / approved / rejected, active / inactive, sold / rented; a rejection shows its reason.
 * The owner also reads what a pending review means (`pendingHint`); the admin does not.
 */
export function ListingStatusBadges({
  listing,
  pendingHint,
}: {
  listing: BadgedListing;
  pendingHint?: string;
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
      {(listing.review_status === 'rejected' || listing.review_status === 'removed') &&
      listing.rejection_reason ? (
        <p className={styles.reason}>
          {t('owner_listings.rejection_reason', { reason: listing.rejection_reason })}
        </p>
      ) : null}
      {pendingHint && listing.review_status === 'pending' ? (
        <p className={styles.hint}>{pendingHint}</p>
      ) : null}
    </div>
  );
}
