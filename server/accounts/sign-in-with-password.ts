import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { invalidCredentials } from './account-errors';
import { findUserByEmail } from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import type { SessionOptions } from './create-session';
import { verifyPassword } from './verify-password';

/**
 * Email + password. An unknown email and a wrong password get the same 401 after the same
 * work (scrypt runs either way); a deactivated account is named only after the right password.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  session: SessionOptions,
): Promise<SessionDto> {
  const user = await findUserByEmail(db, input.email);
  const isRight = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !isRight) throw invalidCredentials();
  return completeSignIn(db, user, session);
}
