import type { ReviewStatus } from '@/contracts/dto/owner-listing-status';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { loadSiteSettings } from '../settings/site-settings';
import { findLister } from './lister-repository';

export interface ReviewDecision {
  reviewStatus: ReviewStatus;
  rejectionReason: null;
  /** Set when the listing is approved for the first time; undefined leaves it as it was. */
  publishedAt?: Date;
}

/**
 * Where a new or edited listing stands (DOMAIN-RULES, Listings): approved when an admin saves
 * it, or when the site auto-approves verified agents and the owner's verification succeeded;
 * pending (for the admin's review) otherwise (always for one removed by moderation). Either way an old rejection reason is cleared.
 */
export async function decideReview(
  db: Database,
  viewer: Viewer,
  listing: { ownerId: number; publishedAt: Date | null; reviewStatus?: ReviewStatus },
): Promise<ReviewDecision> {
  let isApproved = viewer.role === 'admin';
  // A listing removed by moderation goes back to a person's review, never auto-approved.
  if (!isApproved && listing.reviewStatus !== 'removed') {
    const [settings, owner] = await Promise.all([
      loadSiteSettings(db),
      findLister(db, listing.ownerId),
    ]);
    isApproved = settings.autoApproveVerifiedAgents && owner?.verificationStatus === 'success';
  }
  if (!isApproved) return { reviewStatus: 'pending', rejectionReason: null };
  return {
    reviewStatus: 'approved',
    rejectionReason: null,
    publishedAt: listing.publishedAt ? undefined : new Date(),
  };
}
