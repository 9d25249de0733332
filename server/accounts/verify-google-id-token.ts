import { verify, type KeyObject } from 'node:crypto';
import { AppError } from '../core/app-error';
import { googleTokenRejected } from './account-errors';
import { getGoogleSigningKeys, type SigningKeySource } from './fetch-google-signing-keys';

export interface GoogleIdentity {
  /** Firebase user id (`sub`). */
  uid: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface VerifyOptions {
  projectId: string;
  keys?: SigningKeySource;
  /** Milliseconds since the epoch. */
  now?: number;
}

/** Clock skew tolerated for `iat` and `auth_time`. */
const skewSeconds = 300;
const segmentPattern = /^[A-Za-z0-9_-]+$/;

type Json = Record<string, unknown>;

function decodeSegment(segment: string): Json {
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
  return value as Json;
}

function parseToken(token: string): { header: Json; payload: Json; parts: string[] } {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => segmentPattern.test(part))) {
    throw googleTokenRejected();
  }
  try {
    return { header: decodeSegment(parts[0]!), payload: decodeSegment(parts[1]!), parts };
  } catch {
    throw googleTokenRejected();
  }
}

function hasValidClaims(payload: Json, projectId: string, nowSeconds: number): boolean {
  const { aud, iss, exp, iat, sub } = payload;
  const authTime = payload.auth_time ?? iat;
  return (
    aud === projectId &&
    iss === `https://securetoken.google.com/${projectId}` &&
    typeof exp === 'number' &&
    exp > nowSeconds &&
    typeof iat === 'number' &&
    iat <= nowSeconds + skewSeconds &&
    typeof authTime === 'number' &&
    authTime <= nowSeconds + skewSeconds &&
    typeof sub === 'string' &&
    sub.length > 0 &&
    sub.length <= 128
  );
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

async function findKey(keys: SigningKeySource, kid: string): Promise<KeyObject | null> {
  try {
    return await keys.getKey(kid);
  } catch {
    throw new AppError(
      'service_unavailable',
      503,
      'Google sign-in is not available right now. Please try again later.',
    );
  }
}

/**
 * Verifies a Firebase ID token ourselves: RS256 only, signed by the Google key named by `kid`,
 * for this project (aud, iss), not expired, not issued in the future, with a user id. Any
 * failure is the same 401.
 */
export async function verifyGoogleIdToken(
  token: string,
  options: VerifyOptions,
): Promise<GoogleIdentity> {
  const { header, payload, parts } = parseToken(token);
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw googleTokenRejected();
  const key = await findKey(options.keys ?? getGoogleSigningKeys(), header.kid);
  if (!key) throw googleTokenRejected();
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(parts[2]!, 'base64url'))) {
    throw googleTokenRejected();
  }
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (!hasValidClaims(payload, options.projectId, nowSeconds)) throw googleTokenRejected();
  const email = text(payload.email)?.toLowerCase() ?? null;
  return {
    uid: payload.sub as string,
    email,
    isEmailVerified: email !== null && payload.email_verified === true,
    name: text(payload.name)?.slice(0, 100) ?? null,
    picture: text(payload.picture),
  };
}
