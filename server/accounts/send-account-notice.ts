import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { sendCode } from '../email-and-sms/send-code';
import { loadSiteSettings } from '../settings/site-settings';
import type { CodeChannel } from './accounts-repository';

/**
 * Why an address's owner hears from us instead of getting a code: someone tried to register it
 * again, or to add it to another account. The caller's answer is the same either way, so
 * nobody learns from it whether the address has an account; its owner does, by this message.
 */
export type AccountNotice = 'registration_attempt' | 'contact_in_use';

function composeNotice(notice: AccountNotice, channel: CodeChannel, siteName: string) {
  const thing = channel === 'email' ? 'email address' : 'phone number';
  if (notice === 'registration_attempt') {
    return {
      subject: `Someone tried to create a ${siteName} account with your email`,
      text:
        `Someone, perhaps you, tried to create a new ${siteName} account with this email ` +
        `address. It already has an account, so nothing was created. To get in, sign in with ` +
        `your password or a one-time code, or reset your password. If it was not you, you can ` +
        `ignore this message.`,
    };
  }
  return {
    subject: `Your ${thing} was entered on another ${siteName} account`,
    text:
      `Someone signed in to ${siteName} asked to add this ${thing} to their account. It ` +
      `already belongs to your account, so nothing has changed. If it was you, sign in to the ` +
      `account that has it. If it was not you, you can ignore this message.`,
  };
}

/**
 * Sends the notice; a delivery failure is only logged, since the caller's answer must not
 * differ from the one a code would have given.
 */
export async function sendAccountNotice(
  db: Database,
  address: { channel: CodeChannel; destination: string },
  notice: AccountNotice,
  log: Logger,
): Promise<void> {
  const siteName = (await loadSiteSettings(db)).company.name;
  const message = { ...address, ...composeNotice(notice, address.channel, siteName), code: null };
  try {
    await sendCode(message, { db, log });
  } catch (error) {
    log.warn({ notice, err: String(error) }, 'account notice not sent');
  }
}
