import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { rateLimited } from '../core/rate-limit';
import { sendCode } from '../email-and-sms/send-code';
import { loadSiteSettings } from '../settings/site-settings';
import {
  deleteCodesOf,
  deleteOneTimeCode,
  insertOneTimeCode,
  lockCodeTarget,
  pruneOneTimeCodes,
  runInTransaction,
  secondsSinceLastCode,
  type CodeTarget,
} from './accounts-repository';
import { composeCodeMessage, type CodeWording } from './compose-code-message';
import { hashOneTimeCode, oneTimeCodeRules } from './one-time-code-rules';

export interface IssueOptions {
  log: Logger;
  /** A code within the spacing of the last one: `refuse` with 429, or `skip` silently. */
  whenTooSoon: 'refuse' | 'skip';
  /** The message's words when the purpose alone does not say it (a registration's code). */
  wording?: CodeWording;
}

/**
 * Makes a 6-digit code for the target, keeps only its hash (replacing older codes), and sends
 * it. Codes to one destination are at least 60 seconds apart while the last one is unused (an
 * advisory lock makes the check and the insert one step). If sending fails the code is dropped and the caller gets a 503.
 */
export async function issueOneTimeCode(
  db: Database,
  target: CodeTarget,
  options: IssueOptions,
): Promise<void> {
  const code = String(randomInt(0, 10 ** oneTimeCodeRules.digits)).padStart(
    oneTimeCodeRules.digits,
    '0',
  );
  const codeId = await runInTransaction(db, async (tx) => {
    await lockCodeTarget(tx, target);
    const age = await secondsSinceLastCode(tx, target);
    if (age !== null && age < oneTimeCodeRules.spacingSeconds) {
      if (options.whenTooSoon === 'refuse') {
        throw rateLimited(oneTimeCodeRules.spacingSeconds - age);
      }
      return null;
    }
    await deleteCodesOf(tx, target);
    const hash = hashOneTimeCode(target, code);
    return insertOneTimeCode(tx, target, hash, oneTimeCodeRules.validSeconds);
  });
  if (codeId === null) return;
  const siteName = (await loadSiteSettings(db)).company.name;
  try {
    await sendCode(composeCodeMessage(target, code, siteName, options.wording), {
      db,
      log: options.log,
    });
  } catch (error) {
    await deleteOneTimeCode(db, codeId);
    throw error;
  }
  if (Math.random() < 0.02) await pruneOneTimeCodes(db);
}
