import type { ContactCodeDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { enforceRateLimits } from '../core/rate-limit';
import {
  deleteOtherContactCodes,
  findAddressHolders,
  type CodeChannel,
} from './accounts-repository';
import { isAddressProven } from './address-rules';
import { issueOneTimeCode } from './issue-one-time-code';
import { oneTimeCodeRules } from './one-time-code-rules';
import { sendAccountNotice } from './send-account-notice';

export interface ContactChange {
  channel: CodeChannel;
  destination: string;
}

/** Whether another account proved this address already. */
async function isProvenElsewhere(db: Database, userId: number, change: ContactChange) {
  const holders = await findAddressHolders(db, change.channel, change.destination);
  return holders.some((row) => row.id !== userId && isAddressProven(row, change.channel));
}

/**
 * A new (or not yet proven) email or mobile for the account: it is not changed now; a code goes
 * to the new address and `verify-contact` applies the change once the code is entered. Only the
 * latest address asked for per channel can be confirmed. When another account proved that
 * address, its owner gets a notice instead of a code; the answer is the same either way. Codes
 * to one address are 60 seconds apart (a second save within them sends none) and count against
 * get-otp's per-destination limit (429).
 */
export async function requestContactChange(
  db: Database,
  userId: number,
  change: ContactChange,
  log: Logger,
): Promise<ContactCodeDto> {
  await enforceRateLimits(db, [{ rule: 'codeRequestPerDestination', subject: change.destination }]);
  if (await isProvenElsewhere(db, userId, change)) {
    await sendAccountNotice(db, change, 'contact_in_use', log);
  } else {
    await deleteOtherContactCodes(db, userId, change.channel, change.destination);
    await issueOneTimeCode(
      db,
      { ...change, purpose: 'confirm_contact', userId },
      { log, whenTooSoon: 'skip' },
    );
  }
  return {
    field: change.channel === 'email' ? 'email' : 'mobile',
    destination: change.destination,
    expires_in_seconds: oneTimeCodeRules.validSeconds,
    resend_after_seconds: oneTimeCodeRules.spacingSeconds,
  };
}
