import type { ReviewStatus } from './owner-listing-status';

/** What post_property and update_post_property answer: where the listing now stands. */
export interface ListingSavedDto {
  id: number;
  slug_id: string;
  review_status: ReviewStatus;
  /** The admin's reason when rejected, else null. */
  rejection_reason: string | null;
  /**
   * An edit of an approved listing: its changes (all but the price and the switches, which apply
   * at once) wait for review while the approved version stays public.
   */
  changes_in_review: boolean;
}
