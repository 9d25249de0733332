/**
 * Why a signed-in user may not post a listing yet (spec §5 and §8). Each gate is also an API
 * error code, so the form page and the server answer with the same message.
 */
export const listingGates = [
  'profile_incomplete',
  'verification_pending',
  'verification_failed',
  'verification_required',
] as const;

export type ListingGate = (typeof listingGates)[number];
