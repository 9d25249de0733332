import type { Database } from '../db/database';
import { getEnv } from '../env';
import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';
import { loadSmtpSettings } from '../settings/load-smtp-settings';
import type { CodeMessage, CodeSender } from './code-sender';
import { selectCodeSender } from './select-code-sender';

export const codeDeliveryFailed = (): AppError =>
  new AppError('service_unavailable', 'We could not send the code right now.');

/** The provider for a message: for email, the console's SMTP server when it names one. */
async function senderFor(message: CodeMessage, db: Database, log: Logger): Promise<CodeSender> {
  const env = getEnv();
  const smtp = message.channel === 'email' ? await loadSmtpSettings(db) : env.smtp;
  return selectCodeSender(message.channel, { ...env, smtp }, log);
}

/**
 * Sends a code (or a notice) through the channel's provider. A provider failure is logged
 * (never the code) and becomes a 503 with a plain message; no stack or provider detail reaches
 * the caller.
 */
export async function sendCode(
  message: CodeMessage,
  { db, log }: { db: Database; log: Logger },
  provider?: CodeSender,
): Promise<void> {
  const sender = provider ?? (await senderFor(message, db, log));
  try {
    await sender.send(message);
  } catch (error) {
    log.error(
      {
        provider: sender.provider,
        channel: message.channel,
        err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      },
      'one-time code delivery failed',
    );
    throw codeDeliveryFailed();
  }
}
