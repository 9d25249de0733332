import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashing } from '@/server/accounts/hash-password';
import { verifyPassword } from '@/server/accounts/verify-password';

describe('password hashing', () => {
  it('defaults to the production scrypt settings', () => {
    expect(passwordHashing).toMatchObject({
      cost: 2 ** 15,
      blockSize: 8,
      parallelization: 1,
      saltBytes: 16,
      keyBytes: 64,
      maxmem: 64 * 1024 * 1024,
    });
  });

  it('stores scrypt$N$r$p$salt$key and checks it', async () => {
    const hash = await hashPassword('correct horse');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('checks hashes made with other settings by the settings they carry', async () => {
    const saved = passwordHashing.cost;
    passwordHashing.cost = 2 ** 10;
    const cheap = await hashPassword('older password');
    passwordHashing.cost = saved;
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('older password', cheap)).toBe(true);
  });

  it('answers false for no hash and for malformed hashes', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$3$8$1$AAAA$AAAA')).toBe(false);
  });
});
