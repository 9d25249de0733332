import { jwtVerify, type JWTPayload } from 'jose';
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

/** Clock skew tolerated for `iat` and `auth_time` (jose checks `exp` with none). */
const skewSeconds = 300;

/** What jose leaves to the caller: not issued (or signed in) in the future, a Firebase user id. */
function hasFirebaseClaims(payload: JWTPayload, nowSeconds: number): boolean {
  const { iat, sub } = payload;
  const authTime = payload.auth_time ?? iat;
  return (
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

/**
 * Verifies a Firebase ID token with jose, as Firebase documents it: RS256 only, signed by the
 * Google key named by `kid`, for this project (aud, iss), not expired, not issued in the future,
 * with a user id. Any failure of the token is the same 401; Google's keys out of reach, a 503.
 * (firebase-admin would do this too, but its version 14 needs Node 22.)
 */
export async function verifyGoogleIdToken(
  token: string,
  options: VerifyOptions,
): Promise<GoogleIdentity> {
  const now = options.now ?? Date.now();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys ?? getGoogleSigningKeys(), {
      algorithms: ['RS256'],
      issuer: `https://securetoken.google.com/${options.projectId}`,
      audience: options.projectId,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: new Date(now),
    }));
  } catch (error) {
    throw error instanceof AppError ? error : googleTokenRejected();
  }
  if (!hasFirebaseClaims(payload, Math.floor(now / 1000))) throw googleTokenRejected();
  const email = text(payload.email)?.toLowerCase() ?? null;
  return {
    uid: payload.sub as string,
    email,
    isEmailVerified: email !== null && payload.email_verified === true,
    name: text(payload.name)?.slice(0, 100) ?? null,
    picture: text(payload.picture),
  };
}
