import type { ListingGate } from '@/contracts/dto/listing-gate-dto';
import { profileCompleteness } from '@/utils/profile-completeness';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { loadSiteSettings } from '../settings/site-settings';
import { findLister } from './lister-repository';

/** The English fallback of each gate (spec §8); locales/ hold `errors.<gate>`. */
export const listingGateMessages: Readonly<Record<ListingGate, string>> = {
  profile_incomplete: 'You have not completed your profile yet. Please complete first.',
  verification_pending: 'Your Verification is Under Review.',
  verification_failed: 'Verification Failed.',
  verification_required: 'You have not completed profile verification.',
};

/**
 * Why this user may not post or edit a listing yet (spec §5, DOMAIN-RULES Listings), or null
 * when they may: the profile needs name, email, mobile, profile image and address; when the
 * site requires verification, the verification must have succeeded. Admins always pass.
 */
export async function findListingGate(db: Database, userId: number): Promise<ListingGate | null> {
  const user = await findLister(db, userId);
  if (!user) return 'profile_incomplete';
  if (user.role === 'admin') return null;
  const { isComplete } = profileCompleteness({
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    profile: user.profileImage,
    address: user.address,
  });
  if (!isComplete) return 'profile_incomplete';
  const settings = await loadSiteSettings(db);
  if (!settings.verificationRequiredForUser || user.verificationStatus === 'success') return null;
  if (user.verificationStatus === 'pending') return 'verification_pending';
  if (user.verificationStatus === 'failed') return 'verification_failed';
  return 'verification_required';
}

/** Refuses (403, the gate as the error code) a user who may not list yet. */
export async function assertMayList(db: Database, userId: number): Promise<void> {
  const gate = await findListingGate(db, userId);
  if (gate) throw new AppError(gate, listingGateMessages[gate]);
}
