import type { IncomingMessage } from 'node:http';
import { accountDeactivatedMessage } from '@/contracts/account-messages';
import { findLiveSession, isSessionOfDeactivatedAccount } from '../accounts/sessions-repository';
import { hashSessionToken } from '../accounts/session-token';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import type { AuthMode, Viewer } from '../core/route';

export function readBearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const sessionExpired = (): AppError =>
  new AppError('session_expired', 'Your session has ended. Please sign in again.');

/**
 * Finds the live session behind the bearer token. With auth `required` a missing, unknown,
 * revoked or expired token is a 401; with `optional` the caller is treated as a visitor.
 * A deactivated account is refused on every call that needs it, with the spec's message.
 */
export async function resolveViewer(
  db: Database,
  req: IncomingMessage,
  auth: AuthMode,
): Promise<Viewer | null> {
  if (auth === 'none') return null;
  const token = readBearerToken(req);
  if (!token) {
    if (auth === 'required') {
      throw new AppError('unauthenticated', 'Please sign in to continue.');
    }
    return null;
  }
  const tokenHash = hashSessionToken(token);
  const now = new Date();
  const row = await findLiveSession(db, tokenHash, now);
  if (!row || row.deletedAt) {
    if (auth !== 'required') return null;
    // Deactivation revokes every session; their holders still hear why.
    if (!row && (await isSessionOfDeactivatedAccount(db, tokenHash, now))) {
      throw new AppError('account_deactivated', accountDeactivatedMessage);
    }
    throw sessionExpired();
  }
  if (!row.isActive) {
    if (auth === 'required') {
      throw new AppError('account_deactivated', accountDeactivatedMessage);
    }
    return null;
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    name: row.name,
    signedInAt: row.signedInAt,
  };
}
