import type { CodeChannel, UserRow } from './accounts-repository';

/**
 * DOMAIN-RULES, Accounts: an email or mobile belongs to an account only once a code sent to it
 * was entered (its `…VerifiedAt`). These read a user row; they change nothing.
 */
export function isAddressProven(user: UserRow, channel: CodeChannel): boolean {
  return channel === 'email' ? user.emailVerifiedAt !== null : user.mobileVerifiedAt !== null;
}

/** Whether anything on the account was ever proven: an address, or a linked Google identity. */
export function hasProvenCredential(user: UserRow): boolean {
  return user.emailVerifiedAt !== null || user.mobileVerifiedAt !== null || !!user.firebaseId;
}

/**
 * An account nobody ever proved anything of (rows from before verification existed). The first
 * person to prove one of its addresses takes it over: its unproven password and sessions go.
 */
export function isClaimable(user: UserRow): boolean {
  return !hasProvenCredential(user);
}

/** The address of the channel as the account shows it (emails compare without case). */
export function addressOf(user: UserRow, channel: CodeChannel): string | null {
  return channel === 'email' ? user.email : user.mobile;
}

export function isSameAddress(channel: CodeChannel, a: string | null, b: string): boolean {
  if (a === null) return false;
  return channel === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b;
}
