import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto';

/**
 * scrypt settings for new password hashes. The defaults are the production settings
 * (N = 2^15, r = 8, p = 1: 32 MiB and ~100 ms per hash); tests may lower `cost` to stay fast.
 * Stored hashes carry their own settings, so changing these never breaks existing passwords.
 */
export const passwordHashing = {
  cost: 2 ** 15,
  blockSize: 8,
  parallelization: 1,
  saltBytes: 16,
  keyBytes: 64,
  maxmem: 64 * 1024 * 1024,
};

export function deriveScryptKey(
  password: string,
  salt: Buffer,
  keyBytes: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A memory-hard hash of the password: `scrypt$N$r$p$<salt base64>$<key base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const {
    cost: N,
    blockSize: r,
    parallelization: p,
    saltBytes,
    keyBytes,
    maxmem,
  } = passwordHashing;
  const salt = randomBytes(saltBytes);
  const key = await deriveScryptKey(password, salt, keyBytes, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}
