import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptionKeyBytes, EnvError, parseEnv } from '@/server/env';
import {
  keyIdOf,
  openSecret,
  SecretBoxError,
  sealSecret,
} from '@/server/settings/settings-secret-box';

describe('the settings secret box', () => {
  const key = randomBytes(32);

  it('seals with AES-256-GCM under a key id and opens again', () => {
    const sealed = sealSecret('sk_live_abc', { key, previousKeys: [] });
    expect(sealed.startsWith(`enc:v1:${keyIdOf(key)}:`)).toBe(true);
    expect(sealed).not.toContain('sk_live_abc');
    expect(sealSecret('sk_live_abc', { key, previousKeys: [] })).not.toBe(sealed);
    expect(openSecret(sealed, { key, previousKeys: [] })).toBe('sk_live_abc');
  });

  it('opens a value sealed under a previous key; not one whose key is gone or tampered', () => {
    const sealed = sealSecret('whsec_1', { key, previousKeys: [] });
    const next = randomBytes(32);
    expect(openSecret(sealed, { key: next, previousKeys: [key] })).toBe('whsec_1');
    expect(() => openSecret(sealed, { key: next, previousKeys: [] })).toThrow(SecretBoxError);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret(tampered, { key, previousKeys: [] })).toThrow(SecretBoxError);
  });

  it('reads a plain value stored before encryption as it is, and refuses to seal without a key', () => {
    expect(openSecret('sk_plain', { key: null, previousKeys: [] })).toBe('sk_plain');
    expect(() => sealSecret('x', { key: null, previousKeys: [] })).toThrow(SecretBoxError);
  });

  it('takes 32-byte keys in base64 or hex from the environment, and names a bad one', () => {
    expect(encryptionKeyBytes(key.toString('base64'))?.equals(key)).toBe(true);
    expect(encryptionKeyBytes(key.toString('hex'))?.equals(key)).toBe(true);
    expect(encryptionKeyBytes('short')).toBeNull();
    const env = parseEnv({
      SETTINGS_ENCRYPTION_KEY: key.toString('base64'),
      SETTINGS_ENCRYPTION_PREVIOUS_KEYS: `${randomBytes(32).toString('hex')}, ${randomBytes(32).toString('base64')}`,
    });
    expect(env.settingsEncryption.key?.equals(key)).toBe(true);
    expect(env.settingsEncryption.previousKeys).toHaveLength(2);
    expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(EnvError);
    expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /SETTINGS_ENCRYPTION_KEY/,
    );
  });
});
