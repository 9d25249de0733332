import type { Database } from '../db/database';
import { getEnv, type ServerEnv } from '../env';
import { storedSecret } from './admin-settings-fields';
import { readSiteSettings } from './settings-repository';
import { openSecretOrNull } from './settings-secret-box';

type Json = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The email server to send through: the admin's (`smtp` setting, its password decrypted) when
 * it names a host, else SMTP_* from the environment; read for each email, so a change in the
 * console takes effect on the next one.
 */
export async function loadSmtpSettings(db: Database): Promise<ServerEnv['smtp']> {
  const stored = await readSiteSettings(db);
  const smtp = (stored.get('smtp') ?? {}) as Json;
  const host = text(smtp.host);
  if (!host) return getEnv().smtp;
  const sealed = storedSecret(stored, 'smtp_password');
  return {
    host,
    port: typeof smtp.port === 'number' ? smtp.port : 587,
    user: text(smtp.user),
    password: sealed === null ? null : openSecretOrNull(sealed),
    from: text(smtp.from),
  };
}
