import { createHash } from 'node:crypto';
import type { CodeTarget } from './accounts-repository';

/** DOMAIN-RULES, Accounts: how codes and sign-in tickets behave. */
export const oneTimeCodeRules = {
  digits: 6,
  validSeconds: 10 * 60,
  /** Tries per code; the try after the last one fails even with the right code. */
  maxAttempts: 5,
  /** get-otp: at most one code per destination in this many seconds. */
  spacingSeconds: 60,
  /** verify-otp's ticket, accepted once by user_signup within this many seconds. */
  ticketValidSeconds: 10 * 60,
} as const;

/** Codes are stored only as a hash bound to their purpose and destination. */
export function hashOneTimeCode(target: CodeTarget, code: string): string {
  return createHash('sha256')
    .update(`${target.purpose}:${target.channel}:${target.destination.toLowerCase()}:${code}`)
    .digest('hex');
}
