import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fcmScope, fetchAccessToken, forgetAccessTokens } from '@/server/push/fetch-access-token';
import { startFakeFcm, type FakeFcm } from '../../support/fake-fcm';

let google: FakeFcm;
beforeAll(async () => {
  google = await startFakeFcm();
});
afterAll(() => google.close());
beforeEach(() => {
  forgetAccessTokens();
  google.assertions.length = 0;
});

describe('the FCM access token (Google mocked by a local token endpoint)', () => {
  it('is obtained with a JWT signed RS256 by the service account, verifiable with its public key', async () => {
    const now = Date.now();
    expect(await fetchAccessToken(google.config, now)).toMatch(/^access-\d+$/);
    expect(google.assertions).toHaveLength(1);
    const claims = google.assertions[0]!;
    expect(claims).toMatchObject({
      iss: google.config.clientEmail,
      aud: google.config.tokenUri,
      scope: fcmScope,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('is cached until shortly before it expires, then fetched anew', async () => {
    const now = Date.now();
    const first = await fetchAccessToken(google.config, now);
    expect(await fetchAccessToken(google.config, now + 30 * 60_000)).toBe(first);
    expect(google.assertions).toHaveLength(1);
    const renewed = await fetchAccessToken(google.config, now + 56 * 60_000);
    expect(renewed).not.toBe(first);
    expect(google.assertions).toHaveLength(2);
  });

  it('throws when the token endpoint refuses the assertion', async () => {
    const wrongEndpoint = { ...google.config, tokenUri: `${google.config.baseUrl}/elsewhere` };
    await expect(fetchAccessToken(wrongEndpoint)).rejects.toThrow(/answered 404/);
  });
});
