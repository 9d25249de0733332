import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import { identityTaken } from './account-errors';
import { findIdentityOwners } from './accounts-repository';
import { completeSignIn } from './complete-sign-in';
import { createAccount } from './create-account';
import type { SessionOptions } from './create-session';
import { hashPassword } from './hash-password';

export interface RegisterInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** `user-register`: a new email + password account, signed in at once. */
export async function registerAccount(
  db: Database,
  input: RegisterInput,
  session: SessionOptions,
): Promise<SessionDto> {
  const taken = await findIdentityOwners(db, { email: input.email, mobile: input.mobile });
  if (taken.emailTaken || taken.mobileTaken) throw identityTaken(taken);
  const user = await createAccount(db, {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    passwordHash: await hashPassword(input.password),
    loginType: 'email',
  });
  return completeSignIn(db, user, session);
}
