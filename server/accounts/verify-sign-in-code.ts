import { randomBytes } from 'node:crypto';
import type { VerifiedCodeDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import { hashSessionToken } from './session-token';
import { invalidCode } from './account-errors';
import {
  insertOneTimeCode,
  runInTransaction,
  tryOneTimeCode,
  type CodeChannel,
} from './accounts-repository';
import { findCodeSignInAccount } from './find-code-sign-in-account';
import { hashOneTimeCode, oneTimeCodeRules } from './one-time-code-rules';

/**
 * `verify-otp`: checks and consumes the code in one transaction and, if right, hands out a
 * single-use ticket (stored hashed, bound to the destination) that `user_signup` accepts.
 * A wrong, expired, used or exhausted code is one and the same 422. `is_new_account` tells the
 * form to ask for a name: only someone who holds the address learns whether it has an account.
 */
export async function verifySignInCode(
  db: Database,
  target: { channel: CodeChannel; destination: string },
  otp: string,
): Promise<VerifiedCodeDto> {
  const codeTarget = { ...target, purpose: 'sign_in' as const };
  const ticket = randomBytes(32).toString('base64url');
  const isRight = await runInTransaction(db, async (tx) => {
    const matched = await tryOneTimeCode(
      tx,
      codeTarget,
      hashOneTimeCode(codeTarget, otp),
      oneTimeCodeRules.maxAttempts,
    );
    if (matched) {
      await insertOneTimeCode(
        tx,
        { ...target, purpose: 'sign_in_ticket' },
        hashSessionToken(ticket),
        oneTimeCodeRules.ticketValidSeconds,
      );
    }
    return matched;
  });
  if (!isRight) throw invalidCode();
  const account = await findCodeSignInAccount(db, target);
  return {
    auth_id: ticket,
    expires_in_seconds: oneTimeCodeRules.ticketValidSeconds,
    is_new_account: account.kind === 'new',
  };
}
