import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createGoogleSigningKeys,
  googleCertificatesUrl,
} from '@/server/accounts/fetch-google-signing-keys';
import { verifyGoogleIdToken } from '@/server/accounts/verify-google-id-token';
import { users } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  setUpAccountsTestKit,
  type SignedIn,
} from '../../support/accounts-test-kit';
import { firebaseClaims, makeTestSigner, signIdToken } from '../../support/google-test-tokens';
import { pngImage } from '../../support/test-images';

const kit = setUpAccountsTestKit();
const projectId = 'hearth-test';
const signer = makeTestSigner('key-1');
const stranger = makeTestSigner('key-1');
let certificateDownloads = 0;
let avatar: Buffer;

const realFetch = globalThis.fetch;

/** Google's endpoints, mocked: the x509 certificates and a profile picture host. */
async function mockedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (url === googleCertificatesUrl) {
    certificateDownloads += 1;
    return Response.json(
      { [signer.kid]: signer.certificate },
      { headers: { 'cache-control': 'public, max-age=21600, must-revalidate, no-transform' } },
    );
  }
  if (url.startsWith('https://lh3.googleusercontent.com/')) {
    return new Response(new Uint8Array(avatar), { headers: { 'content-type': 'image/png' } });
  }
  return realFetch(input, init);
}

beforeAll(async () => {
  avatar = await pngImage(240, 240);
  vi.stubGlobal('fetch', mockedFetch);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const googleSignIn = (auth_id: string, extra: Record<string, string> = {}) =>
  kit.call<SignedIn>('POST', 'user_signup', { json: { logintype: 'google', auth_id, ...extra } });

function enableFirebase(enabled: boolean) {
  if (enabled) process.env.FIREBASE_PROJECT_ID = projectId;
  else delete process.env.FIREBASE_PROJECT_ID;
  resetEnvCache();
}

describe('Google sign-in (Google certificates mocked)', () => {
  it('is refused with 503 when Firebase is not configured', async () => {
    enableFirebase(false);
    const response = await googleSignIn(signIdToken(signer, firebaseClaims(projectId)));
    expect(response.status).toBe(503);
    expect(failureOf(response)).toMatchObject({
      code: 'sign_in_method_unavailable',
      message: 'Google sign-in is not enabled on this site.',
    });
    enableFirebase(true);
  });

  it('creates an account from a verified token, then signs the same person in again', async () => {
    const email = uniqueEmail('google');
    const claims = firebaseClaims(projectId, {
      sub: 'uid-new-person',
      email,
      name: 'Grace Google',
      picture: 'https://lh3.googleusercontent.com/a/photo-1',
    });
    const first = await googleSignIn(signIdToken(signer, claims), { fcm_id: 'push-g' });
    expect(first.status).toBe(201);
    expect(dataOf(first).user).toMatchObject({
      name: 'Grace Google',
      email,
      firebase_id: 'uid-new-person',
      login_type: 'google',
      fcm_id: 'push-g',
    });
    expect(dataOf(first).user.profile).toMatch(/^\/api\/media\/profiles\/.+\.webp$/);
    const again = await googleSignIn(signIdToken(signer, claims));
    expect(again.status).toBe(200);
    expect(dataOf(again).user.id).toBe(dataOf(first).user.id);
  });

  it('links an existing account by its verified email', async () => {
    const account = await kit.register();
    const claims = firebaseClaims(projectId, { sub: 'uid-linked', email: account.email });
    const response = await googleSignIn(signIdToken(signer, claims));
    expect(response.status).toBe(200);
    expect(dataOf(response).user).toMatchObject({ id: account.user.id, firebase_id: 'uid-linked' });
  });

  it('does not link by an unverified email', async () => {
    const account = await kit.register();
    const claims = firebaseClaims(projectId, {
      sub: 'uid-unverified',
      email: account.email,
      email_verified: false,
    });
    const response = await googleSignIn(signIdToken(signer, claims));
    expect(response.status).toBe(201);
    expect(dataOf(response).user.id).not.toBe(account.user.id);
    expect(dataOf(response).user.email).toBe('');
  });

  it.each([
    [
      'a forged signature',
      signIdToken(signer, firebaseClaims(projectId), { signWith: stranger.privateKey }),
    ],
    ['a wrong audience', signIdToken(signer, firebaseClaims(projectId, { aud: 'someone-else' }))],
    [
      'a wrong issuer',
      signIdToken(signer, firebaseClaims(projectId, { iss: 'https://accounts.example.com' })),
    ],
    [
      'an expired token',
      signIdToken(signer, firebaseClaims(projectId, { exp: Math.floor(Date.now() / 1000) - 10 })),
    ],
    [
      'a token issued in the future',
      signIdToken(signer, firebaseClaims(projectId, { iat: Math.floor(Date.now() / 1000) + 3600 })),
    ],
    ['an empty subject', signIdToken(signer, firebaseClaims(projectId, { sub: '' }))],
    ['another algorithm', signIdToken(signer, firebaseClaims(projectId), { alg: 'HS256' })],
    [
      'an unknown key id',
      signIdToken({ ...signer, kid: 'key-unknown' }, firebaseClaims(projectId)),
    ],
    ['garbage', 'not-a-token'],
  ])('refuses %s with 401', async (_label, token) => {
    const response = await googleSignIn(token);
    expect(response.status).toBe(401);
    expect(failureOf(response).code).toBe('invalid_credentials');
  });

  it('answers 503 when Google’s certificates cannot be fetched', async () => {
    const keys = createGoogleSigningKeys(async () => new Response('down', { status: 500 }));
    const token = signIdToken(signer, firebaseClaims(projectId));
    await expect(verifyGoogleIdToken(token, { projectId, keys })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
  });

  it('downloads the certificates once and keeps them for their max-age', async () => {
    let downloads = 0;
    let now = Date.now();
    const keys = createGoogleSigningKeys(
      async (input, init) => {
        downloads += 1;
        return mockedFetch(input as string, init);
      },
      () => now,
    );
    expect(await keys.getKey('key-1')).not.toBeNull();
    expect(await keys.getKey('key-1')).not.toBeNull();
    expect(await keys.getKey('key-unknown')).toBeNull();
    expect(downloads).toBe(1);
    now += 21_601_000;
    expect(await keys.getKey('key-1')).not.toBeNull();
    expect(downloads).toBe(2);
    expect(certificateDownloads).toBeGreaterThan(0);
  });

  it('keeps the Firebase id on the user row', async () => {
    const claims = firebaseClaims(projectId, { sub: 'uid-row', email: uniqueEmail('row') });
    const session = dataOf(await googleSignIn(signIdToken(signer, claims)));
    const [row] = await kit.handle.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ firebaseId: 'uid-row', loginType: 'google', passwordHash: null });
  });
});
