import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { hashSessionToken } from './session-token';
import { identityTaken, invalidTicket } from './account-errors';
import {
  consumeTicket,
  detachUnprovenAddress,
  findUserByEmail,
  runInTransaction,
  updateUser,
  type UserRow,
} from './accounts-repository';
import { isClaimable } from './address-rules';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';
import { hashPassword } from './hash-password';
import { proveAddress } from './prove-address';

export interface RegisterInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** The verify-otp ticket for the code sent to `email`. */
  auth_id: string;
}

/**
 * `user-register` with `auth_id`: the code sent to the email was entered (verify-otp's ticket),
 * so the email is proven and the account is created with it, the name, the password and the
 * mobile (unproven until a code reaches it), and signed in. An old account that never proved
 * anything and shows this email is taken over instead (its password and sessions replaced). An
 * account that already proved the email: 409 email_taken (the caller holds the address, so this
 * tells them nothing they could not learn; their ticket still signs in with user_signup).
 */
export async function registerAccount(
  db: Database,
  input: RegisterInput,
  session: SessionOptions,
): Promise<SessionDto> {
  const passwordHash = await hashPassword(input.password);
  return runInTransaction(db, async (tx) => {
    const ticket = await consumeTicket(tx, 'email', hashSessionToken(input.auth_id));
    if (!ticket || ticket.destination.toLowerCase() !== input.email.toLowerCase()) {
      throw invalidTicket();
    }
    const address = { channel: 'email', destination: ticket.destination } as const;
    const existing = await findUserByEmail(tx, ticket.destination);
    if (existing?.emailVerifiedAt) throw identityTaken({ emailTaken: true, mobileTaken: false });
    const details = { name: input.name, mobile: input.mobile, mobileVerifiedAt: null };
    let user: UserRow;
    if (existing && isClaimable(existing)) {
      const proven = await proveAddress(tx, existing, address, { isTakeover: true });
      user = (await updateUser(tx, proven.id, { ...details, passwordHash })) ?? proven;
    } else {
      await detachUnprovenAddress(tx, 'email', ticket.destination, null);
      user = await createAccount(tx, {
        ...details,
        email: ticket.destination,
        emailVerifiedAt: new Date(),
        passwordHash,
        loginType: 'email',
      });
    }
    return completeSignIn(tx, user, session);
  });
}
