import { notificationTypes, type NotificationType } from '@/contracts/dto/notification-dto';
import type { Database } from '../db/database';
import { serverSecret } from '../security/server-secret';
import { isSignatureOf, signatureOf } from '../security/signed-token';

/**
 * An email's unsubscribe link: single-purpose (one user, one kind of email), signed by the
 * server, so it needs no sign-in and cannot be bent to another user or kind. It does not
 * expire: a link in an old email still works, as people expect.
 */
export interface UnsubscribeTarget {
  userId: number;
  type: NotificationType;
}

const messageOf = (target: UnsubscribeTarget) => `unsubscribe\n${target.userId}\n${target.type}`;

export const unsubscribeSecret = (db: Database): Promise<string> =>
  serverSecret(db, 'unsubscribe-links');

/** The token of a link: `<user id>.<type>.<signature>`. */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${target.userId}.${target.type}.${signatureOf(secret, messageOf(target))}`;
}

/** The user and kind a token names, or null when it is not one the server signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const type = notificationTypes.find((known) => known === match[2]);
  const target = type ? { userId: Number(match[1]), type } : null;
  return target && isSignatureOf(secret, messageOf(target), match[3]!) ? target : null;
}

/**
 * What an email carries to be left in one click: the page's link for people and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 8058) for mail programs, which
 * POST to the API with the token in the address.
 */
export function unsubscribeParts(
  siteUrl: string,
  token: string,
): { pageUrl: string; headers: Record<string, string> } {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    pageUrl: `${siteUrl}/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${siteUrl}/api/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
