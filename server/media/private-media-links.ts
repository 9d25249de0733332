import type { Database } from '../db/database';
import { serverSecret } from '../security/server-secret';
import { isSignatureOf, signatureOf } from '../security/signed-token';

/**
 * Files only some viewers may open: agent verification (identity documents, for their owner and
 * the admin) and, under `private/`, the documents of premium listings (for viewers whose package
 * opens premium listings, the owner and the admin). Their links are signed and expire: a link
 * copied out of the page, a browser history or a log stops working within two hours, and a
 * guessed or altered link never works.
 */
export const privateFolder = 'private';
const privateFolders = ['verification/', `${privateFolder}/`];

export function isPrivateMediaKey(key: string): boolean {
  return privateFolders.some((folder) => key.startsWith(folder));
}

/**
 * A link is valid for one to two hours: its expiry is rounded up to the next whole hour, so the
 * same file keeps the same link for an hour (the answers stay the same between two reads).
 */
export const mediaLinkHourSeconds = 3600;

function expiryFor(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / mediaLinkHourSeconds) + 2) * mediaLinkHourSeconds;
}

const messageOf = (key: string, expires: number): string => `${key}\n${expires}`;

/** `/api/media/<key>` with its expiry and signature, for a private file's key. */
export function signMediaPath(secret: string, path: string, nowMs = Date.now()): string {
  const key = path.replace(/^\/api\/media\//, '');
  const expires = expiryFor(nowMs);
  const signature = signatureOf(secret, messageOf(key, expires));
  return `${path}?expires=${expires}&signature=${signature}`;
}

export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a request for a private file carries a valid, unexpired signature for that key. */
export function checkMediaLink(
  secret: string,
  key: string,
  query: URLSearchParams,
  nowMs = Date.now(),
): MediaLinkCheck {
  const expiresText = query.get('expires') ?? '';
  const signatureText = query.get('signature') ?? '';
  if (!/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(signatureText)) {
    return 'invalid';
  }
  const expires = Number(expiresText);
  if (!isSignatureOf(secret, messageOf(key, expires), signatureText)) return 'invalid';
  return expires * 1000 <= nowMs ? 'expired' : 'valid';
}

/** The secret that signs private files' links (one per database, made on first use). */
export function mediaLinkSecret(db: Database): Promise<string> {
  return serverSecret(db, 'media-links');
}

/** Signs a private file's link; any other link is returned as it is. */
export type MediaLinkSigner = (path: string) => string;

export async function mediaLinkSigner(db: Database): Promise<MediaLinkSigner> {
  const secret = await mediaLinkSecret(db);
  const nowMs = Date.now();
  return (path) =>
    isPrivateMediaKey(path.replace(/^\/api\/media\//, ''))
      ? signMediaPath(secret, path, nowMs)
      : path;
}
