import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createGoogleSigningKeys,
  googleSigningKeysUrl,
} from '@/server/accounts/fetch-google-signing-keys';
import { verifyGoogleIdToken } from '@/server/accounts/verify-google-id-token';
import { users } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import {
  dataOf,
  failureOf,
  uniqueEmail,
  setUpAccountsTestKit,
} from '../../support/accounts-test-kit';
import {
  firebaseClaims,
  makeTestSigner,
  serveSigningKeys,
  signIdToken,
} from '../../support/google-test-tokens';
import { pngImage } from '../../support/test-images';

const kit = setUpAccountsTestKit();
const projectId = 'hearth-test';
const signer = await makeTestSigner('key-1');
const stranger = await makeTestSigner('key-1');
let avatar: Buffer;

const realFetch = globalThis.fetch;

/** Google's endpoints, mocked: the signing key set and a profile picture host. */
async function mockedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (url === googleSigningKeysUrl) return Response.json({ keys: [signer.jwk] });
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
afterEach(() => {
  vi.useRealTimers();
});

const googleSignIn = (auth_id: string, extra: Record<string, string> = {}) =>
  kit.signIn({ logintype: 'google', auth_id, ...extra });

function enableFirebase(enabled: boolean) {
  if (enabled) process.env.FIREBASE_PROJECT_ID = projectId;
  else delete process.env.FIREBASE_PROJECT_ID;
  resetEnvCache();
}

describe('Google sign-in (Google\u2019s keys and picture host mocked)', () => {
  it('is refused with 503 when Firebase is not configured', async () => {
    enableFirebase(false);
    const response = await googleSignIn(await signIdToken(signer, firebaseClaims(projectId)));
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
    const first = await googleSignIn(await signIdToken(signer, claims), { fcm_id: 'push-g' });
    expect(first.status).toBe(201);
    expect(dataOf(first).user).toMatchObject({
      name: 'Grace Google',
      email,
      firebase_id: 'uid-new-person',
      login_type: 'google',
      fcm_id: 'push-g',
    });
    expect(dataOf(first).user.profile).toMatch(/^\/api\/media\/profiles\/.+\.webp$/);
    const again = await googleSignIn(await signIdToken(signer, claims));
    expect(again.status).toBe(200);
    expect(dataOf(again).user.id).toBe(dataOf(first).user.id);
  });

  it('links an existing account by its verified email', async () => {
    const account = await kit.register();
    const claims = firebaseClaims(projectId, { sub: 'uid-linked', email: account.email });
    const response = await googleSignIn(await signIdToken(signer, claims));
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
    const response = await googleSignIn(await signIdToken(signer, claims));
    expect(response.status).toBe(201);
    expect(dataOf(response).user.id).not.toBe(account.user.id);
    expect(dataOf(response).user.email).toBe('');
  });

  it.each([
    [
      'a forged signature',
      () => signIdToken(signer, firebaseClaims(projectId), { signWith: stranger.privateKey }),
    ],
    [
      'a wrong audience',
      () => signIdToken(signer, firebaseClaims(projectId, { aud: 'someone-else' })),
    ],
    [
      'a wrong issuer',
      () => signIdToken(signer, firebaseClaims(projectId, { iss: 'https://accounts.example.com' })),
    ],
    [
      'an expired token',
      () =>
        signIdToken(signer, firebaseClaims(projectId, { exp: Math.floor(Date.now() / 1000) - 10 })),
    ],
    [
      'a token issued in the future',
      () =>
        signIdToken(
          signer,
          firebaseClaims(projectId, { iat: Math.floor(Date.now() / 1000) + 3600 }),
        ),
    ],
    ['an empty subject', () => signIdToken(signer, firebaseClaims(projectId, { sub: '' }))],
    [
      'another algorithm (HS256 keyed with the public key)',
      () => signIdToken(signer, firebaseClaims(projectId), { hmacWithPublicKey: true }),
    ],
    [
      'an unknown key id',
      () => signIdToken({ ...signer, kid: 'key-unknown' }, firebaseClaims(projectId)),
    ],
    ['garbage', async () => 'not-a-token'],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const response = await googleSignIn(await makeToken());
    expect(response.status).toBe(401);
    expect(failureOf(response).code).toBe('invalid_credentials');
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const down = await serveSigningKeys(() => ({ status: 500, json: { error: 'down' } }));
    const keys = createGoogleSigningKeys({ url: down.url });
    const token = await signIdToken(signer, firebaseClaims(projectId));
    await expect(verifyGoogleIdToken(token, { projectId, keys })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    await down.close();
  });

  it('downloads the keys once, keeps them an hour, and looks for a rotated key at most once a minute', async () => {
    const rotated = await makeTestSigner('key-2');
    let published = [signer.jwk];
    const google = await serveSigningKeys(() => ({ json: { keys: published } }));
    const keys = createGoogleSigningKeys({ url: google.url });
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const verify = (token: string) => verifyGoogleIdToken(token, { projectId, keys, now });
    const token = await signIdToken(signer, firebaseClaims(projectId));
    const rotatedToken = await signIdToken(rotated, firebaseClaims(projectId));

    await verify(token);
    await verify(token);
    await expect(verify(rotatedToken)).rejects.toMatchObject({ status: 401 });
    expect(google.downloads()).toBe(1);

    published = [signer.jwk, rotated.jwk];
    vi.setSystemTime(now + 61_000);
    await expect(verify(rotatedToken)).resolves.toMatchObject({ uid: 'firebase-uid-1' });
    expect(google.downloads()).toBe(2);

    vi.setSystemTime(now + 61_000 + 3_600_001);
    await verify(token);
    expect(google.downloads()).toBe(3);
    await google.close();
  });

  it('keeps the Firebase id on the user row', async () => {
    const claims = firebaseClaims(projectId, { sub: 'uid-row', email: uniqueEmail('row') });
    const session = dataOf(await googleSignIn(await signIdToken(signer, claims)));
    const [row] = await kit.handle.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ firebaseId: 'uid-row', loginType: 'google', passwordHash: null });
  });
});
