import { closeUserStreams } from '../realtime/publish-live-event';
import type { Database } from '../db/database';
import { identityConflictFrom } from './account-errors';
import {
  detachUnprovenAddress,
  revokeAllSessions,
  updateUser,
  type CodeChannel,
  type UserChanges,
  type UserRow,
} from './accounts-repository';

export interface ProveAddressOptions {
  /**
   * The account had nothing proven before and the prover takes it over: its password (set by
   * whoever created it, never proven) and every open session are dropped.
   */
  isTakeover: boolean;
}

/**
 * Records that a code sent to `destination` was entered for `user` (or that Google vouched for
 * the email): the address becomes the account's, proven now, and leaves every other account
 * that showed it unproven. Run it in the transaction that consumed the code.
 */
export async function proveAddress(
  tx: Database,
  user: UserRow,
  address: { channel: CodeChannel; destination: string },
  options: ProveAddressOptions,
): Promise<UserRow> {
  await detachUnprovenAddress(tx, address.channel, address.destination, user.id);
  const now = new Date();
  const changes: UserChanges =
    address.channel === 'email'
      ? { email: address.destination, emailVerifiedAt: now }
      : { mobile: address.destination, mobileVerifiedAt: now };
  if (options.isTakeover) {
    changes.passwordHash = null;
    await revokeAllSessions(tx, user.id);
    // Their live streams end too (sent at once: should the takeover roll back, the streams
    // simply reconnect with the sessions that stayed).
    await closeUserStreams(user.id, null);
  }
  try {
    return (await updateUser(tx, user.id, changes)) ?? user;
  } catch (error) {
    throw identityConflictFrom(error) ?? error;
  }
}
