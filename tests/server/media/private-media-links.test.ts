import { describe, expect, it } from 'vitest';
import { serverSecrets } from '@/server/db/schema';
import {
  checkMediaLink,
  isPrivateMediaKey,
  mediaLinkHourSeconds,
  mediaLinkSecret,
  mediaLinkSigner,
  signMediaPath,
} from '@/server/media/private-media-links';
import { readOrMakeServerSecret } from '@/server/security/server-secret';
import { openTestDatabase, setUpTestDatabase } from '../../support/test-database';

const secret = 'a-test-secret-that-signs-links';
const key = 'verification/7/0123456789abcdef.pdf';
const path = `/api/media/${key}`;
const noon = Date.UTC(2026, 10, 25, 12, 0, 0);
const hourMs = mediaLinkHourSeconds * 1000;

/** The query of a signed path, as the media route reads it. */
const queryOf = (signed: string) => new URL(signed, 'http://hearth.test').searchParams;

describe('signed links to private files', () => {
  it('treats the verification folder as private and every other folder as public', () => {
    expect(isPrivateMediaKey(key)).toBe(true);
    expect(isPrivateMediaKey('properties/0123456789abcdef-card.webp')).toBe(false);
    expect(isPrivateMediaKey('profiles/verification/x.webp')).toBe(false);
  });

  it('opens the file with its own signature until the link expires, one to two hours on', () => {
    const signed = signMediaPath(secret, path, noon);
    expect(signed).toMatch(
      /^\/api\/media\/verification\/7\/0123456789abcdef\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(checkMediaLink(secret, key, queryOf(signed), noon)).toBe('valid');
    expect(checkMediaLink(secret, key, queryOf(signed), noon + 2 * hourMs - 1)).toBe('valid');
    expect(checkMediaLink(secret, key, queryOf(signed), noon + 2 * hourMs)).toBe('expired');
  });

  it('gives the same link for an hour, so two reads of the same answers agree', () => {
    expect(signMediaPath(secret, path, noon + 1000)).toBe(signMediaPath(secret, path, noon));
    expect(signMediaPath(secret, path, noon + hourMs - 1)).toBe(signMediaPath(secret, path, noon));
    expect(signMediaPath(secret, path, noon + hourMs)).not.toBe(signMediaPath(secret, path, noon));
  });

  it('refuses a link without a signature, with another key, secret or expiry, or altered', () => {
    const signed = queryOf(signMediaPath(secret, path, noon));
    expect(checkMediaLink(secret, key, new URLSearchParams(), noon)).toBe('invalid');
    expect(checkMediaLink(secret, 'verification/8/0123456789abcdef.pdf', signed, noon)).toBe(
      'invalid',
    );
    expect(checkMediaLink('another-secret', key, signed, noon)).toBe('invalid');

    const later = new URLSearchParams(signed);
    later.set('expires', String(Number(signed.get('expires')) + mediaLinkHourSeconds));
    expect(checkMediaLink(secret, key, later, noon)).toBe('invalid');

    const altered = new URLSearchParams(signed);
    const signature = signed.get('signature')!;
    altered.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect(checkMediaLink(secret, key, altered, noon)).toBe('invalid');

    const garbage = new URLSearchParams({ expires: 'soon', signature: '../../etc/passwd' });
    expect(checkMediaLink(secret, key, garbage, noon)).toBe('invalid');
  });
});

describe('the key that signs them', () => {
  const handle = setUpTestDatabase();

  it('is made once per database, at random, and kept in server_secrets', async () => {
    const first = await mediaLinkSecret(handle.db);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await mediaLinkSecret(handle.db)).toBe(first);
    const stored = await handle.db.select().from(serverSecrets);
    expect(stored.map((row) => [row.name, row.value])).toEqual([['media-links', first]]);
  });

  it('is the same for servers that ask for it at once on a new database', async () => {
    const other = await openTestDatabase();
    try {
      const asked = await Promise.all(
        [1, 2, 3].map(() => readOrMakeServerSecret(other.db, 'media-links')),
      );
      expect(new Set(asked).size).toBe(1);
      expect(await other.db.select().from(serverSecrets)).toHaveLength(1);
      // Each database has its own key.
      expect(asked[0]).not.toBe(await mediaLinkSecret(handle.db));
    } finally {
      await other.close();
    }
  });

  it('signs private links only, and leaves public ones as they are', async () => {
    const sign = await mediaLinkSigner(handle.db);
    expect(sign('/api/media/properties/0123456789abcdef-card.webp')).toBe(
      '/api/media/properties/0123456789abcdef-card.webp',
    );
    expect(checkMediaLink(await mediaLinkSecret(handle.db), key, queryOf(sign(path)))).toBe(
      'valid',
    );
  });
});
