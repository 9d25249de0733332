import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../core/app-error';

/** Google's keys for Firebase ID tokens, as a JSON Web Key Set. */
export const googleSigningKeysUrl =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** A token's key by its header (`kid`, `alg`), as `jwtVerify` asks for it. */
export type SigningKeySource = JWTVerifyGetKey;

export interface SigningKeyOptions {
  /** Where the key set is served (tests serve a fixed one locally). */
  url?: string;
}

/** How long a downloaded key set is used before it is fetched again. */
const keySetMaxAgeMs = 3_600_000;
/** An unknown kid refetches at most this often (keys rotate; forged kids must not flood Google). */
const refetchSpacingMs = 60_000;

const keysUnavailable = (): AppError =>
  new AppError(
    'service_unavailable',
    'Google sign-in is not available right now. Please try again later.',
  );

/**
 * Google's token-signing keys through jose's remote key set: downloaded once and shared by
 * concurrent callers, kept for an hour, and fetched again early (at most once a minute) when a
 * token names a key the set does not hold, which is how a rotation shows. A download that fails
 * is a 503; a key Google does not list is the token's problem (jose's JWKSNoMatchingKey).
 */
export function createGoogleSigningKeys(options: SigningKeyOptions = {}): SigningKeySource {
  const keySet = createRemoteJWKSet(new URL(options.url ?? googleSigningKeysUrl), {
    cacheMaxAge: keySetMaxAgeMs,
    cooldownDuration: refetchSpacingMs,
    timeoutDuration: 10_000,
  });
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) throw error;
      if (error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw keysUnavailable();
    }
  };
}

let processKeys: SigningKeySource | null = null;

/** The process-wide key source (one cache for every request). */
export function getGoogleSigningKeys(): SigningKeySource {
  processKeys ??= createGoogleSigningKeys();
  return processKeys;
}
