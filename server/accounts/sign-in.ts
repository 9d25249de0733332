import type { SessionDto } from '@/contracts/dto/session-dto';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { invalidCredentials } from './account-errors';
import { signInWithCodeTicket } from './sign-in-with-code-ticket';
import { signInWithGoogle } from './sign-in-with-google';
import { signInWithPassword } from './sign-in-with-password';

export interface SignInInput {
  logintype: 'email' | 'phone' | 'google' | 'email_code';
  email?: string;
  password?: string;
  auth_id?: string;
  name?: string;
  fcm_id?: string;
}

/**
 * `user_signup`: signs in by the login type. email: email + password; phone / email_code: the
 * verify-otp ticket in `auth_id` (creates the account when new); google: a Firebase ID token.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
  context: { userAgent: string | null; log: Logger },
): Promise<{ session: SessionDto; isNew: boolean }> {
  const session = { userAgent: context.userAgent, fcmId: input.fcm_id || null, log: context.log };
  switch (input.logintype) {
    case 'email': {
      if (!input.email || !input.password) throw invalidCredentials();
      const credentials = { email: input.email, password: input.password };
      return { session: await signInWithPassword(db, credentials, session), isNew: false };
    }
    case 'phone':
    case 'email_code':
      return signInWithCodeTicket(
        db,
        {
          channel: input.logintype === 'phone' ? 'phone' : 'email',
          ticket: input.auth_id ?? '',
          name: input.name,
        },
        session,
      );
    case 'google':
      return signInWithGoogle(db, { idToken: input.auth_id ?? '', name: input.name }, session);
  }
}
