import type { PropertyType, RentDuration } from './property-dto';
import type { ListingRevisionDto } from './listing-revision-dto';
import type { MarketStatus, ReviewStatus } from './owner-listing-status';

/**
 * A listing as its owner (or the admin) sees it in "My properties", on /my-property/{slug}
 * and in the review queue: every state, with its counters. Prices are exact decimal strings,
 * dates ISO strings.
 */
export interface OwnerListingDto {
  id: number;
  slug_id: string;
  title: string;
  /** The title image's card variant URL; null when the listing has none. */
  title_image: string | null;
  price: string;
  property_type: PropertyType;
  rentduration: RentDuration | null;
  city: string;
  review_status: ReviewStatus;
  /** Why the admin rejected the listing; null unless rejected. */
  rejection_reason: string | null;
  /** The owner's on/off switch (only an approved listing that is on is public). */
  is_active: boolean;
  /** available, sold or rented. */
  status: MarketStatus;
  /** Approved and active: the public detail page shows it. */
  is_public: boolean;
  total_views: number;
  total_likes: number;
  /** Users who pressed "I'm interested". */
  total_interested: number;
  created_at: string;
  updated_at: string;
  /** When the admin first approved it; null before. */
  published_at: string | null;
  /** An edit of the approved listing under review (or refused); null when there is none. */
  pending_changes: ListingRevisionDto | null;
}

/** The owner of a listing, as the review queue shows them. */
export interface ListingOwnerDto {
  id: number;
  name: string;
  email: string;
}

/** A row of the admin's review queue (`admin/listings`). */
export interface ReviewQueueListingDto extends OwnerListingDto {
  owner: ListingOwnerDto;
}

/** `get_interested_users`: one user who is interested in the caller's listing. */
export interface InterestedUserDto {
  id: number;
  name: string;
  /** Profile image URL; null when the user has none. */
  profile: string | null;
  email: string;
  mobile: string;
  interested_at: string;
}
