import type { Database } from '../db/database';
import { serverSecret } from '../security/server-secret';
import { isSignatureOf, signatureOf } from '../security/signed-token';

/**
 * When the contact form was rendered, signed by the server: `<milliseconds>.<HMAC-SHA256>`. The
 * form sends it back as `rendered_at`, so a robot can neither invent a time (the signature is
 * the server's) nor replay one page for ever (a time older than a day is refused).
 */
export const contactFormMaxAgeMs = 24 * 3_600_000;

const messageOf = (renderedAtMs: number): string => `contact-form\n${renderedAtMs}`;

export function signContactFormTime(secret: string, renderedAtMs: number): string {
  return `${renderedAtMs}.${signatureOf(secret, messageOf(renderedAtMs))}`;
}

/** The render time a signed token carries; null when it is malformed or not signed by us. */
export function readContactFormTime(secret: string, token: string | undefined): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const renderedAtMs = Number(match[1]);
  return isSignatureOf(secret, messageOf(renderedAtMs), match[2]!) ? renderedAtMs : null;
}

/** The secret that signs the contact form's time (one per database, made on first use). */
export function contactFormSecret(db: Database): Promise<string> {
  return serverSecret(db, 'contact-form');
}

/** A freshly signed render time for a contact form shown now. */
export async function contactFormTimeNow(db: Database, nowMs = Date.now()): Promise<string> {
  return signContactFormTime(await contactFormSecret(db), nowMs);
}
