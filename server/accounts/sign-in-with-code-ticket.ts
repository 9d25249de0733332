import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { validationFailed } from '../core/app-error';
import { hashSessionToken } from './session-token';
import { invalidTicket } from './account-errors';
import {
  consumeTicket,
  detachUnprovenAddress,
  runInTransaction,
  type CodeChannel,
} from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';
import { findCodeSignInAccount } from './find-code-sign-in-account';
import { proveAddress } from './prove-address';

export interface TicketSignInInput {
  channel: CodeChannel;
  /** The ticket verify-otp answered. */
  ticket: string;
  /** Required when the account is new (verify-otp's `is_new_account` says so). */
  name?: string;
}

/** A new account needs a name: asked for, never made up. */
export const nameRequired = () => validationFailed({ name: 'validation.name_required' });

/**
 * Phone or email code sign-in: consumes the verify-otp ticket (single use, ≤ 10 minutes, for
 * this channel) and signs in where findCodeSignInAccount says: the account that proved the
 * address, an old never-proven account (taken over: its password and sessions dropped), or a new
 * account with the address proven, which needs a `name` (422 on `name` without one). One
 * transaction: if anything fails the ticket stays usable.
 */
export async function signInWithCodeTicket(
  db: Database,
  input: TicketSignInInput,
  session: SessionOptions,
): Promise<{ session: SessionDto; isNew: boolean }> {
  return runInTransaction(db, async (tx) => {
    const ticket = await consumeTicket(tx, input.channel, hashSessionToken(input.ticket));
    if (!ticket) throw invalidTicket();
    const found = await findCodeSignInAccount(tx, ticket);
    if (found.kind === 'proven') {
      return { session: await completeSignIn(tx, found.user, session), isNew: false };
    }
    if (found.kind === 'takeover') {
      const user = await proveAddress(tx, found.user, ticket, { isTakeover: true });
      return { session: await completeSignIn(tx, user, session), isNew: false };
    }
    const name = input.name?.trim();
    if (!name) throw nameRequired();
    await detachUnprovenAddress(tx, ticket.channel, ticket.destination, null);
    const isPhone = ticket.channel === 'phone';
    const now = new Date();
    const user = await createAccount(tx, {
      name,
      ...(isPhone
        ? { mobile: ticket.destination, mobileVerifiedAt: now }
        : { email: ticket.destination, emailVerifiedAt: now }),
      loginType: isPhone ? 'phone' : 'email',
    });
    return { session: await completeSignIn(tx, user, session), isNew: true };
  });
}
