import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { CodeChannel } from './accounts-repository';
import { issueOneTimeCode } from './issue-one-time-code';

/** What get-otp always answers, whether or not an account has that number or address. */
export const codeRequestMessage =
  'If this number or address can receive messages, a code is on its way.';

/** `get-otp`: a sign-in code to a phone number or an email address (new or known). */
export async function requestSignInCode(
  db: Database,
  target: { channel: CodeChannel; destination: string },
  log: Logger,
): Promise<void> {
  await issueOneTimeCode(db, { ...target, purpose: 'sign_in' }, { log, whenTooSoon: 'refuse' });
}
