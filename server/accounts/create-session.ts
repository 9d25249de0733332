import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import { hashSessionToken } from './session-token';
import { insertSession } from './accounts-repository';

export interface SessionOptions {
  userAgent?: string | null;
  fcmId?: string | null;
}

/**
 * Opens a session: a 256-bit random bearer token, of which only the SHA-256 is stored. It
 * lasts SESSION_TTL_DAYS and ends earlier on sign-out, password reset or account deletion.
 */
export async function createSession(
  db: Database,
  userId: number,
  options: SessionOptions = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + getEnv().sessionTtlDays * 86_400_000);
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    fcmId: options.fcmId || null,
    expiresAt,
  });
  return { token, expiresAt };
}
