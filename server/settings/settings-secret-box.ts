import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { getEnv } from '../env';

/**
 * Secrets in the site settings, sealed with AES-256-GCM under SETTINGS_ENCRYPTION_KEY.
 * A sealed value is one string: `enc:v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts);
 * the key id is the first 8 hex digits of the key's SHA-256, so a value sealed under a key now
 * listed in SETTINGS_ENCRYPTION_PREVIOUS_KEYS still opens. A stored string without the prefix
 * (saved before encryption) is read as it is.
 */
const prefix = 'enc:v1:';

export interface SecretKeys {
  key: Buffer | null;
  previousKeys: readonly Buffer[];
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export const keyIdOf = (key: Buffer): string =>
  createHash('sha256').update(key).digest('hex').slice(0, 8);

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(prefix);
}

const settingsKeys = (): SecretKeys => getEnv().settingsEncryption;

/** Whether a secret can be saved now (SETTINGS_ENCRYPTION_KEY is set). */
export function canSealSecrets(keys: SecretKeys = settingsKeys()): boolean {
  return keys.key !== null;
}

/** `plain` sealed under the current key; throws without SETTINGS_ENCRYPTION_KEY. */
export function sealSecret(plain: string, keys: SecretKeys = settingsKeys()): string {
  if (!keys.key) throw new SecretBoxError('SETTINGS_ENCRYPTION_KEY is not set.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [keyIdOf(keys.key), iv, cipher.getAuthTag(), body].map((part) =>
    typeof part === 'string' ? part : part.toString('base64url'),
  );
  return `${prefix}${parts.join(':')}`;
}

/**
 * The plain text of a stored secret: a sealed value opened with the key its id names (the
 * current or a previous one), an unsealed string as it is. Throws when no configured key has
 * that id or the value was tampered with.
 */
export function openSecret(stored: string, keys: SecretKeys = settingsKeys()): string {
  if (!isSealed(stored)) return stored;
  const [keyId, iv, tag, body] = stored.slice(prefix.length).split(':');
  if (!keyId || !iv || !tag || body === undefined) {
    throw new SecretBoxError('A stored secret is malformed.');
  }
  const key = [keys.key, ...keys.previousKeys].find(
    (candidate): candidate is Buffer => candidate !== null && keyIdOf(candidate) === keyId,
  );
  if (!key) {
    throw new SecretBoxError(
      `A stored secret was encrypted with key ${keyId}, which is neither SETTINGS_ENCRYPTION_KEY nor in SETTINGS_ENCRYPTION_PREVIOUS_KEYS.`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretBoxError(`A stored secret (key ${keyId}) could not be decrypted.`);
  }
}

/** The plain text, or null when it cannot be opened (the caller treats the secret as unset). */
export function openSecretOrNull(stored: string, keys?: SecretKeys): string | null {
  try {
    return openSecret(stored, keys);
  } catch {
    return null;
  }
}
