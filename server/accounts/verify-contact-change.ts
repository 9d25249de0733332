import type { ProfileDto } from '@/contracts/dto/profile-dto';
import type { Database } from '../db/database';
import { notFound } from '../core/app-error';
import type { Viewer } from '../core/route';
import { identityTaken, invalidCode } from './account-errors';
import {
  findAddressHolders,
  findUserById,
  runInTransaction,
  tryOneTimeCode,
} from './accounts-repository';
import { isAddressProven } from './address-rules';
import { hashOneTimeCode, oneTimeCodeRules } from './one-time-code-rules';
import { toProfileDto } from './profile-dto';
import { proveAddress } from './prove-address';
import type { ContactChange } from './request-contact-change';

/**
 * `verify-contact` (added call): the code update_profile sent to a new email or mobile, entered
 * by the signed-in user it was sent for. Checked and consumed in one transaction with the
 * change: the address becomes the account's, proven, and leaves any account that showed it
 * unproven. Wrong, expired, used or another account's code: 422 invalid_code. Should another
 * account have proved the address meanwhile: 409 (the caller holds the address).
 */
export async function verifyContactChange(
  db: Database,
  viewer: Viewer,
  change: ContactChange,
  otp: string,
): Promise<ProfileDto> {
  const target = { ...change, purpose: 'confirm_contact', userId: viewer.userId } as const;
  const outcome = await runInTransaction(db, async (tx) => {
    const hash = hashOneTimeCode(target, otp);
    if (!(await tryOneTimeCode(tx, target, hash, oneTimeCodeRules.maxAttempts))) {
      return 'wrong_code' as const;
    }
    const holders = await findAddressHolders(tx, change.channel, change.destination);
    if (holders.some((row) => row.id !== viewer.userId && isAddressProven(row, change.channel))) {
      return 'taken' as const;
    }
    const user = await findUserById(tx, viewer.userId);
    if (!user) throw notFound('Your account');
    return proveAddress(tx, user, change, { isTakeover: false });
  });
  if (outcome === 'wrong_code') throw invalidCode();
  if (outcome === 'taken') {
    throw identityTaken({
      emailTaken: change.channel === 'email',
      mobileTaken: change.channel === 'phone',
    });
  }
  return toProfileDto(outcome);
}
