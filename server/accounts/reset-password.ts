import { closeUserStreams } from '../realtime/publish-live-event';
import type { Database } from '../db/database';
import { invalidCode } from './account-errors';
import {
  findUserByEmail,
  revokeAllSessions,
  runInTransaction,
  tryOneTimeCode,
  updateUser,
} from './accounts-repository';
import { isClaimable } from './address-rules';
import { hashPassword } from './hash-password';
import { hashOneTimeCode, oneTimeCodeRules } from './one-time-code-rules';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
}

/**
 * `reset-password` (added call): consumes the reset code atomically, sets the new password
 * and ends every session of the account, in one transaction. The code proves the email: an old
 * account that never proved anything is thereby taken over. Wrong code, no such account, or an
 * email the account never proved while it proved something else: the same 422 invalid_code.
 */
export async function resetPassword(db: Database, input: ResetPasswordInput): Promise<void> {
  const target = { channel: 'email', destination: input.email, purpose: 'reset_password' } as const;
  const passwordHash = await hashPassword(input.password);
  const isDone = await runInTransaction(db, async (tx) => {
    const matched = await tryOneTimeCode(
      tx,
      target,
      hashOneTimeCode(target, input.otp),
      oneTimeCodeRules.maxAttempts,
    );
    if (!matched) return false;
    const user = await findUserByEmail(tx, input.email);
    if (!user || (!user.emailVerifiedAt && !isClaimable(user))) return false;
    const emailVerifiedAt = user.emailVerifiedAt ?? new Date();
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt });
    await revokeAllSessions(tx, user.id);
    return user.id;
  });
  if (isDone === false) throw invalidCode();
  // The sessions ended: so do their live streams, on every instance.
  await closeUserStreams(isDone, null);
}
