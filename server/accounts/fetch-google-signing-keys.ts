import { X509Certificate, type KeyObject } from 'node:crypto';

/** Google's certificates for Firebase ID tokens: key id → PEM X.509 certificate. */
export const googleCertificatesUrl =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

export interface SigningKeySource {
  /** The public key for a token's `kid`, or null when Google does not list it. */
  getKey(kid: string): Promise<KeyObject | null>;
}

type Fetch = typeof globalThis.fetch;

interface CachedKeys {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
  expiresAt: number;
}

const defaultMaxAgeSeconds = 3600;
const maxMaxAgeSeconds = 24 * 3600;
/** An unknown kid refetches at most this often (keys rotate; forged kids must not flood Google). */
const refetchSpacingMs = 60_000;

function maxAgeSeconds(cacheControl: string | null): number {
  const match = /max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Math.min(Number(match[1]), maxMaxAgeSeconds) : defaultMaxAgeSeconds;
}

async function downloadKeys(fetchImpl: Fetch, now: number): Promise<CachedKeys> {
  const response = await fetchImpl(googleCertificatesUrl, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Google certificates answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const keys = new Map<string, KeyObject>();
  for (const [kid, pem] of Object.entries(body)) {
    if (typeof pem === 'string') keys.set(kid, new X509Certificate(pem).publicKey);
  }
  const ttl = maxAgeSeconds(response.headers.get('cache-control'));
  return { keys, fetchedAt: now, expiresAt: now + ttl * 1000 };
}

/**
 * Google's token-signing keys, fetched from the x509 endpoint and cached for as long as its
 * Cache-Control max-age allows. Concurrent callers share one download. `fetchImpl` defaults to
 * the global fetch at call time.
 */
export function createGoogleSigningKeys(
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
  clock: () => number = Date.now,
): SigningKeySource {
  let cached: CachedKeys | null = null;
  let downloading: Promise<CachedKeys> | null = null;
  const refresh = (): Promise<CachedKeys> => {
    downloading ??= downloadKeys(fetchImpl, clock()).finally(() => {
      downloading = null;
    });
    return downloading;
  };
  return {
    async getKey(kid) {
      const now = clock();
      const current = cached && cached.expiresAt > now ? cached : null;
      if (current?.keys.has(kid)) return current.keys.get(kid) ?? null;
      if (current && now - current.fetchedAt < refetchSpacingMs) return null;
      cached = await refresh();
      return cached.keys.get(kid) ?? null;
    },
  };
}

let processKeys: SigningKeySource | null = null;

/** The process-wide key source (one cache for every request). */
export function getGoogleSigningKeys(): SigningKeySource {
  processKeys ??= createGoogleSigningKeys();
  return processKeys;
}
