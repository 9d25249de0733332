import { timingSafeEqual } from 'node:crypto';
import { deriveScryptKey, passwordHashing } from './hash-password';

/** A well-formed hash of a random password: checking against it costs as much as a real one. */
const decoyHash =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/** Stored costs are powers of two up to 2^20 (1 GiB with r = 8); anything else is not ours. */
const isValidCost = (value: number): boolean =>
  Number.isInteger(value) && value > 1 && value <= 2 ** 20 && (value & (value - 1)) === 0;

/**
 * Checks a password against a stored `scrypt$N$r$p$salt$key` hash in constant time. Without a
 * stored hash (unknown email, an account without a password) it still runs scrypt, so the
 * answer takes as long either way, and answers false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? decoyHash).split('$');
  const [scheme, rawN, rawR, rawP, rawSalt, rawKey] = parts;
  const N = Number(rawN);
  const r = Number(rawR);
  const p = Number(rawP);
  if (parts.length !== 6 || scheme !== 'scrypt' || !isValidCost(N) || !(r > 0) || !(p > 0)) {
    return false;
  }
  const expected = Buffer.from(rawKey ?? '', 'base64');
  if (expected.length < 16) return false;
  // The decoy costs what a new hash costs (tests lower it; production keeps 2^15).
  const cost = stored ? N : Math.min(N, passwordHashing.cost);
  const actual = await deriveScryptKey(
    password,
    Buffer.from(rawSalt ?? '', 'base64'),
    expected.length,
    {
      N: cost,
      r,
      p,
      maxmem: Math.max(passwordHashing.maxmem, 256 * N * r),
    },
  );
  return stored !== null && timingSafeEqual(actual, expected);
}
