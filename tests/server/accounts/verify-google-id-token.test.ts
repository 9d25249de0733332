import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleSigningKeys } from '@/server/accounts/fetch-google-signing-keys';
import { verifyGoogleIdToken } from '@/server/accounts/verify-google-id-token';
import { serveSigningKeys, type SigningKeysServer } from '../../support/google-test-tokens';
import jwks from '../../support/fixtures/vendor-vectors/google-jwks.json';
import vector from '../../support/fixtures/vendor-vectors/google-id-token.json';

/**
 * A fixed vector, not made by our code: a Firebase-style ID token and its key set, signed once
 * with jose 6.2.18 in a throwaway script and committed (tests/support/fixtures/vendor-vectors/
 * README.md holds the script). Google's key-set URL is served locally; the clock is fixed, so
 * the token never expires here.
 */
const issuedAt = Date.parse('2026-01-15T09:00:00Z');
const duringItsHour = issuedAt + 30 * 60_000;
let google: SigningKeysServer;

beforeAll(async () => {
  google = await serveSigningKeys(() => ({ json: jwks }));
});
afterAll(async () => {
  await google.close();
});

function verify(token: string, options: { projectId?: string; now?: number } = {}) {
  return verifyGoogleIdToken(token, {
    projectId: options.projectId ?? vector.projectId,
    keys: createGoogleSigningKeys({ url: google.url }),
    now: options.now ?? duringItsHour,
  });
}

/** The vector with one segment re-encoded: its signature no longer covers what it says. */
function tampered(segment: 0 | 1, change: (decoded: Record<string, unknown>) => void): string {
  const parts = vector.token.split('.');
  const decoded = JSON.parse(Buffer.from(parts[segment]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  change(decoded);
  parts[segment] = Buffer.from(JSON.stringify(decoded)).toString('base64url');
  return parts.join('.');
}

describe('verifyGoogleIdToken against a fixed jose-signed vector (Google’s key set served locally)', () => {
  it('reads the identity of a valid token within its hour', async () => {
    await expect(verify(vector.token)).resolves.toEqual({
      uid: 'fixture-uid-0001',
      email: 'ada.fixture@example.com',
      isEmailVerified: true,
      name: 'Ada Fixture',
      picture: 'https://lh3.googleusercontent.com/a/hearth-fixture',
    });
  });

  it.each([
    ['once it has expired', vector.token, { now: issuedAt + 3_600_000 }],
    ['before it was issued (beyond the skew)', vector.token, { now: issuedAt - 301_000 }],
    ['for another Firebase project', vector.token, { projectId: 'someone-else' }],
    ['with a changed claim', tampered(1, (claims) => void (claims.sub = 'someone-else')), {}],
    ['with a header naming HS256', tampered(0, (header) => void (header.alg = 'HS256')), {}],
    ['with a key id Google does not list', tampered(0, (header) => void (header.kid = 'x')), {}],
  ])('refuses it %s with 401', async (_label, token, options) => {
    await expect(verify(token, options)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });
});
