import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { findUserByEmail } from './accounts-repository';
import { isClaimable } from './address-rules';
import { issueOneTimeCode } from './issue-one-time-code';

/** What forgot-password always answers. */
export const resetRequestMessage =
  'If an account uses this address, we have sent it a code to reset the password.';

/**
 * `forgot-password`: a reset code to the address when an active account proved it, or when an
 * old account that never proved anything shows it (entering the code proves it and takes the
 * account over). An address shown unproven on an account that proved something else gets
 * nothing: it is not that account's.
 *
 * The caller learns nothing either way, by the answer or by its timing: both branches make the
 * same one lookup before the answer, and the code is issued and sent only after it (the route's
 * `afterAnswer`), so an account no longer makes the answer slower. Answers that work, or null
 * when nothing is sent. A code within 60 seconds of the last one is skipped silently, and a
 * provider failure is only logged.
 */
export async function planPasswordReset(
  db: Database,
  email: string,
  log: Logger,
): Promise<(() => Promise<void>) | null> {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive || user.deletedAt || !user.email) return null;
  if (!user.emailVerifiedAt && !isClaimable(user)) return null;
  const destination = user.email.toLowerCase();
  return async () => {
    try {
      await issueOneTimeCode(
        db,
        { channel: 'email', destination, purpose: 'reset_password' },
        { log, whenTooSoon: 'skip' },
      );
    } catch (error) {
      log.warn({ userId: user.id, err: String(error) }, 'password reset code not sent');
    }
  };
}
