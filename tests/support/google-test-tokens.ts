import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { startFakeGateway } from './payments-test-kit';

/**
 * A stand-in for Google's token signing, made with jose: an RSA key pair published as a JSON
 * Web Key, and Firebase-style ID tokens signed with it. Tests only: the product only verifies.
 */
export interface TestSigner {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function makeTestSigner(kid: string): Promise<TestSigner> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

/** Claims of a valid Firebase ID token for the project, issued a minute ago. */
export function firebaseClaims(projectId: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3540,
    sub: 'firebase-uid-1',
    email: 'google.user@example.com',
    email_verified: true,
    name: 'Grace Google',
    ...overrides,
  };
}

/**
 * An RS256 JWT signed with the signer's key; `signWith` forges one with another key, and
 * `hmacWithPublicKey` signs HS256 keyed with the public key (the algorithm-confusion attack).
 */
export function signIdToken(
  signer: TestSigner,
  claims: Record<string, unknown>,
  options: { signWith?: CryptoKey; hmacWithPublicKey?: boolean } = {},
): Promise<string> {
  const token = new SignJWT(claims);
  if (options.hmacWithPublicKey) {
    return token
      .setProtectedHeader({ alg: 'HS256', kid: signer.kid, typ: 'JWT' })
      .sign(new TextEncoder().encode(JSON.stringify(signer.jwk)));
  }
  return token
    .setProtectedHeader({ alg: 'RS256', kid: signer.kid, typ: 'JWT' })
    .sign(options.signWith ?? signer.privateKey);
}

/** A local stand-in for Google's key-set URL: answers what `reply` says and counts downloads. */
export interface SigningKeysServer {
  url: string;
  downloads: () => number;
  close(): Promise<void>;
}

export async function serveSigningKeys(
  reply: () => { status?: number; json: unknown },
): Promise<SigningKeysServer> {
  const google = await startFakeGateway();
  google.answer('GET /jwks', reply);
  return {
    url: `${google.baseUrl}/jwks`,
    downloads: () => google.requests.length,
    close: () => google.close(),
  };
}
