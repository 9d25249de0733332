import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { emailUnconfirmed, invalidCredentials } from './account-errors';
import { findUserByEmail } from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import type { SessionOptions } from './create-session';
import { verifyPassword } from './verify-password';

/**
 * Email + password. An unknown email and a wrong password get the same 401 after the same
 * work (scrypt runs either way). Only after the right password does the answer say more: an
 * email never proven by a code signs in nowhere (401 email_unconfirmed: sign in with a code or
 * reset the password), and a deactivated account is named.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  session: SessionOptions,
): Promise<SessionDto> {
  const user = await findUserByEmail(db, input.email);
  const isRight = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !isRight) throw invalidCredentials();
  if (!user.emailVerifiedAt) throw emailUnconfirmed();
  return completeSignIn(db, user, session);
}
