import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { hashSessionToken } from '../http/resolve-viewer';
import { invalidTicket } from './account-errors';
import {
  consumeTicket,
  findUserByEmail,
  findUserByMobile,
  runInTransaction,
  type CodeChannel,
} from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';

export interface TicketSignInInput {
  channel: CodeChannel;
  /** The ticket verify-otp answered. */
  ticket: string;
  /** Used when the account is new. */
  name?: string;
}

/**
 * Phone or email code sign-in: consumes the verify-otp ticket (single use, ≤ 10 minutes, for
 * this channel) and signs in the account with that number or address, creating it when there
 * is none. One transaction: if anything fails the ticket stays usable.
 */
export async function signInWithCodeTicket(
  db: Database,
  input: TicketSignInInput,
  session: SessionOptions,
): Promise<{ session: SessionDto; isNew: boolean }> {
  return runInTransaction(db, async (tx) => {
    const ticket = await consumeTicket(tx, input.channel, hashSessionToken(input.ticket));
    if (!ticket) throw invalidTicket();
    const isPhone = ticket.channel === 'phone';
    const existing = isPhone
      ? await findUserByMobile(tx, ticket.destination)
      : await findUserByEmail(tx, ticket.destination);
    if (existing) return { session: await completeSignIn(tx, existing, session), isNew: false };
    const user = await createAccount(tx, {
      name: input.name || 'New user',
      ...(isPhone ? { mobile: ticket.destination } : { email: ticket.destination }),
      loginType: isPhone ? 'phone' : 'email',
    });
    return { session: await completeSignIn(tx, user, session), isNew: true };
  });
}
