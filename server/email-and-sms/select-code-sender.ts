import type { ServerEnv } from '../env';
import type { Logger } from '../core/logger';
import type { CodeChannel, CodeSender } from './code-sender';
import { createOutboxCodeSender } from './create-outbox-code-sender';
import { createSmtpCodeSender } from './create-smtp-code-sender';
import { createTwilioCodeSender } from './create-twilio-code-sender';

let smtpSender: { key: string; sender: CodeSender } | null = null;

/**
 * The provider for a channel: SMTP for email when SMTP_HOST is set, Twilio for phones when
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set, the dev outbox otherwise.
 * The SMTP transport (a connection pool) is kept while its settings stay the same.
 */
export function selectCodeSender(channel: CodeChannel, env: ServerEnv, log: Logger): CodeSender {
  if (channel === 'email' && env.smtp.host) {
    const key = JSON.stringify(env.smtp);
    if (smtpSender?.key !== key) smtpSender = { key, sender: createSmtpCodeSender(env.smtp) };
    return smtpSender.sender;
  }
  const { twilioAccountSid, twilioAuthToken, from } = env.sms;
  if (channel === 'phone' && twilioAccountSid && twilioAuthToken && from) {
    return createTwilioCodeSender(env.sms);
  }
  return createOutboxCodeSender(env.dataDir, log);
}
