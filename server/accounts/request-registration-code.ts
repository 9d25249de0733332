import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { findUserByEmail } from './accounts-repository';
import { issueOneTimeCode } from './issue-one-time-code';
import { sendAccountNotice } from './send-account-notice';

/** What the first `user-register` call always answers. */
export const registrationCodeMessage =
  'We sent a code to your email address. Enter it to finish creating your account.';

/**
 * `user-register` without `auth_id`: nothing is created yet. The email gets a code (a sign-in
 * code, checked by `verify-otp`) unless an account already proved it: then its owner gets a
 * notice instead. The caller's answer is the same either way, so registration tells nobody
 * whether an address has an account. A code within 60 seconds of the last one is skipped.
 */
export async function requestRegistrationCode(
  db: Database,
  email: string,
  log: Logger,
): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner?.emailVerifiedAt) {
    await sendAccountNotice(
      db,
      { channel: 'email', destination: email },
      'registration_attempt',
      log,
    );
    return;
  }
  await issueOneTimeCode(
    db,
    { channel: 'email', destination: email, purpose: 'sign_in' },
    { log, whenTooSoon: 'skip', wording: 'register' },
  );
}
