import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { sendCode } from '../email-and-sms/send-code';
import { loadSiteSettings } from '../settings/site-settings';
import type { ApplicantRow } from './agent-verification-repository';

function composeDecision(isApproved: boolean, reason: string | null, siteName: string) {
  if (isApproved) {
    return {
      subject: `Your ${siteName} agent verification succeeded`,
      text:
        `Good news: your agent verification on ${siteName} was approved. Your profile and ` +
        `your listings now show the verified agent badge.`,
    };
  }
  return {
    subject: `Your ${siteName} agent verification was not approved`,
    text:
      `Your agent verification on ${siteName} was not approved.\n\nReason: ${reason ?? ''}\n\n` +
      `You can correct your answers and apply again from the verification page of your account.`,
  };
}

/**
 * Emails the applicant the decision (through SMTP when configured; the dev outbox otherwise),
 * when they have a proven email address. A delivery failure is only logged: the decision stands.
 */
export async function sendVerificationDecision(
  db: Database,
  applicant: ApplicantRow,
  decision: { isApproved: boolean; reason: string | null },
  log: Logger,
): Promise<void> {
  if (!applicant.email || !applicant.emailVerifiedAt) return;
  const siteName = (await loadSiteSettings(db)).company.name;
  const message = {
    channel: 'email' as const,
    destination: applicant.email,
    ...composeDecision(decision.isApproved, decision.reason, siteName),
    code: null,
  };
  try {
    await sendCode(message, { db, log });
  } catch (error) {
    log.warn({ err: String(error) }, 'verification decision email not sent');
  }
}
