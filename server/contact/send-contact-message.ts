import type { ContactReceivedDto } from '@/contracts/dto/contact-message-dto';
import {
  contactHoneypotField,
  type ContactMessageInput,
} from '@/contracts/requests/contact-requests';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { RouteResult, Viewer } from '../core/route';
import { sendCode } from '../email-and-sms/send-code';
import { loadSiteSettings } from '../settings/site-settings';
import {
  contactFormMaxAgeMs,
  contactFormSecret,
  readContactFormTime,
  signContactFormTime,
} from './contact-form-time';
import { insertContactMessage, listAdminEmails } from './contact-repository';

/** A person needs at least this long to fill in the form; sooner is a robot. */
export const minimumFillSeconds = 3;

export const contactReceivedMessage =
  'Thank you! Your message has been sent. We will answer you by email.';

const sentTooSoon = () =>
  new AppError(
    'submitted_too_soon',
    'We could not send your message yet. Please take a moment to check it, then send it again.',
  );

const formExpired = () =>
  new AppError(
    'form_expired',
    'This form has expired. Reload the page, then send your message again.',
  );

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email (SMTP when configured, else the dev outbox); a failure is only logged. */
async function mail(message: Mail, via: { db: Database; log: Logger }): Promise<void> {
  try {
    await sendCode(
      {
        channel: 'email',
        destination: message.to,
        subject: message.subject,
        text: message.text,
        code: null,
      },
      via,
    );
  } catch (error) {
    via.log.warn({ err: String(error) }, 'contact message email not sent');
  }
}

type StoredMessage = Pick<
  ContactMessageInput,
  'first_name' | 'last_name' | 'email' | 'subject' | 'message'
>;

/**
 * The admin's copy goes to the company email of the settings, or, without one, to the
 * administrators' own addresses. The sender's acknowledgement goes to an address nobody proved,
 * so it holds no text from the request, not even the name: the form cannot be used to send
 * someone else a text of one's choosing.
 */
async function mailAboutMessage(db: Database, input: StoredMessage, log: Logger): Promise<void> {
  const settings = await loadSiteSettings(db);
  const siteName = settings.company.name;
  const sender = [input.first_name, input.last_name].filter(Boolean).join(' ');
  const recipients = settings.company.email ? [settings.company.email] : await listAdminEmails(db);
  for (const to of recipients) {
    await mail(
      {
        to,
        subject: `${siteName}: a message from ${sender} — ${input.subject}`,
        text:
          `${sender} <${input.email}> wrote through the contact page:\n\n` +
          `Subject: ${input.subject}\n\n${input.message}\n\n` +
          `Reply to ${input.email}. Every message is listed under Messages in the admin area of ${siteName}.`,
      },
      { db, log },
    );
  }
  await mail(
    {
      to: input.email,
      subject: `${siteName}: we received your message`,
      text:
        `Hello,\n\nThank you for writing to ${siteName}. We received your ` +
        'message and will answer you at this address as soon as we can.\n\n' +
        `If you did not write to us, you can ignore this email.\n\n${siteName}`,
    },
    { db, log },
  );
}

/**
 * `contct_us` (open; the spec's spelling): stores a visitor's message for the admin, emails the
 * admin a copy and the sender an acknowledgement. Spam is kept out without a third-party
 * captcha:
 * - the honeypot (`website`, hidden from people): when it is filled the answer is the same
 *   success, but nothing is stored or sent (a robot learns nothing to adapt to);
 * - the fill time: `rendered_at` is the server's signed time when the form was rendered
 *   (contact-form-time.ts); a message sent under `minimumFillSeconds` later is refused with 400
 *   `submitted_too_soon` and a plain sentence (a person who was very quick sends it again); a
 *   time we did not sign, none, or one over a day old with 400 `form_expired`;
 * - the rate limits contactPerIp and contactPerEmail (server/core/rate-limit.ts), counted by
 *   the route before these checks, so refused attempts count too.
 * A signed-in sender's account is noted (from the session, never the body).
 */
export async function sendContactMessage(
  db: Database,
  viewer: Viewer | null,
  input: ContactMessageInput,
  log: Logger,
  now: number = Date.now(),
): Promise<RouteResult<ContactReceivedDto>> {
  const secret = await contactFormSecret(db);
  const answer: RouteResult<ContactReceivedDto> = {
    data: { received: true, rendered_at: signContactFormTime(secret, now) },
    status: 201,
    message: contactReceivedMessage,
  };
  if ((input[contactHoneypotField] ?? '').trim() !== '') {
    log.info({ reason: 'honeypot' }, 'contact message dropped as spam');
    return answer;
  }
  const renderedAt = readContactFormTime(secret, input.rendered_at);
  if (renderedAt === null || now - renderedAt > contactFormMaxAgeMs) throw formExpired();
  if (now - renderedAt < minimumFillSeconds * 1000) throw sentTooSoon();
  const message: StoredMessage = {
    first_name: input.first_name,
    last_name: input.last_name || undefined,
    email: input.email,
    subject: input.subject,
    message: input.message,
  };
  await insertContactMessage(db, {
    firstName: message.first_name,
    lastName: message.last_name ?? null,
    email: message.email,
    subject: message.subject,
    message: message.message,
    userId: viewer?.userId ?? null,
  });
  await mailAboutMessage(db, message, log);
  return answer;
}
