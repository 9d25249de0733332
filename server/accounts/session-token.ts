import { createHash } from 'node:crypto';

/** What is stored of a session token or a code ticket: its SHA-256, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
