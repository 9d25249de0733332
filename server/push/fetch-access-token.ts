import { importPKCS8, SignJWT } from 'jose';
import type { PushConfig } from './read-push-config';

/** The OAuth scope FCM's HTTP v1 API asks for. */
export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';

/** How long a call to Google may take. */
export const requestTimeoutMs = 10_000;

/** An access token is used until this long before it expires. */
const renewBeforeMs = 5 * 60_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/** Per service account and token endpoint: one process asks Google once an hour or so. */
const cache = new Map<string, CachedToken>();

/**
 * An OAuth access token for FCM, by Google's service-account flow: a JWT signed RS256 with the
 * account's private key (`iss` the account, `aud` the token URI, the messaging scope, an hour
 * long) exchanged at the token URI. Kept until five minutes before it expires. Throws when the
 * token endpoint refuses (the caller's job is then retried).
 */
export async function fetchAccessToken(config: PushConfig, now = Date.now()): Promise<string> {
  const cacheKey = `${config.clientEmail} ${config.tokenUri}`;
  const cached = cache.get(cacheKey);
  if (cached && cached.expiresAt - renewBeforeMs > now) return cached.accessToken;

  const issuedAt = Math.floor(now / 1000);
  const assertion = await new SignJWT({ scope: fcmScope })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(config.privateKeyId ? { kid: config.privateKeyId } : {}),
    })
    .setIssuer(config.clientEmail)
    .setSubject(config.clientEmail)
    .setAudience(config.tokenUri)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(await importPKCS8(config.privateKey, 'RS256'));

  const response = await fetch(config.tokenUri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) {
    throw new Error(`The FCM token endpoint answered ${response.status}.`);
  }
  const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof answer.access_token !== 'string') {
    throw new Error('The FCM token endpoint answered without an access token.');
  }
  const lifetimeSeconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
  cache.set(cacheKey, {
    accessToken: answer.access_token,
    expiresAt: now + lifetimeSeconds * 1000,
  });
  return answer.access_token;
}

/** Forgets every cached access token (tests that change the token endpoint). */
export function forgetAccessTokens(): void {
  cache.clear();
}
