import { describe, expect, it } from 'vitest';
import { isSignatureOf, signatureLength, signatureOf } from '@/server/security/signed-token';

describe('the server signature of a message', () => {
  it('is 43 base64url characters, the same for the same secret and message', () => {
    const signature = signatureOf('secret', 'listings/1\n100');
    expect(signature).toMatch(new RegExp(`^[\\w-]{${signatureLength}}$`));
    expect(signatureOf('secret', 'listings/1\n100')).toBe(signature);
    expect(isSignatureOf('secret', 'listings/1\n100', signature)).toBe(true);
  });

  it('does not match another message, another secret, an altered or a truncated signature', () => {
    const signature = signatureOf('secret', 'message');
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(isSignatureOf('secret', 'message!', signature)).toBe(false);
    expect(isSignatureOf('another', 'message', signature)).toBe(false);
    expect(isSignatureOf('secret', 'message', altered)).toBe(false);
    expect(isSignatureOf('secret', 'message', signature.slice(0, 20))).toBe(false);
    expect(isSignatureOf('secret', 'message', '')).toBe(false);
  });

  it('refuses another spelling of the same bytes (the last character’s spare bits changed)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const message of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const signature = signatureOf('secret', message);
      const last = alphabet.indexOf(signature.slice(-1));
      // 43 characters carry 258 bits for 256: the last character's two low bits are spare.
      const respelled = `${signature.slice(0, -1)}${alphabet[last + 1]}`;
      expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(isSignatureOf('secret', message, respelled)).toBe(false);
    }
  });
});
