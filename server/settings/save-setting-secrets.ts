import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import {
  settingSecretNames,
  type SettingSecretName,
  type SettingSecretsInput,
} from '@/contracts/requests/settings-requests';
import { AppError } from '../core/app-error';
import type { StaffAudit } from '../core/route';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { lastFour } from '../audit/mask-secrets';
import {
  changedFields,
  gatewayFieldsOf,
  secretPlaces,
  storedSecret,
  withGatewayFields,
  withSecret,
} from './admin-settings-fields';
import { getAdminSettings } from './get-admin-settings';
import { readSiteSettings, writeSiteSettings } from './settings-repository';
import { canSealSecrets, openSecretOrNull, sealSecret } from './settings-secret-box';
import { forgetSiteSettings } from './site-settings';

/** What the audit shows of a secret: `••••9f3a`, `••••` when it cannot be read, or null. */
const auditedSecret = (sealed: string | null): string | null =>
  sealed === null ? null : lastFour(openSecretOrNull(sealed) ?? '');

/**
 * `admin/settings-secrets`: the payment gateways' switches and public keys, and the secrets.
 * A blank secret keeps the stored one, `clear` removes the ones it names; a new secret is
 * sealed (AES-256-GCM, settings-secret-box.ts), refused with settings_key_missing when
 * SETTINGS_ENCRYPTION_KEY is not set. One audit row, with only what changed; secrets as
 * `••••9f3a`.
 */
export async function saveSettingSecrets(
  db: Database,
  input: SettingSecretsInput,
  audit: StaffAudit,
): Promise<AdminSettingsDto> {
  const fields = input as unknown as Record<SettingSecretName, string>;
  const replaced = settingSecretNames.filter((name) => fields[name] !== '');
  if (replaced.length > 0 && !canSealSecrets()) {
    throw new AppError(
      'settings_key_missing',
      'Secrets are encrypted before they are stored: set SETTINGS_ENCRYPTION_KEY (32 bytes, base64 or hex) in the server environment and restart it to save one. Everything else can be saved without it.',
      Object.fromEntries(
        replaced.map((name) => [name, 'Set SETTINGS_ENCRYPTION_KEY on the server first']),
      ),
    );
  }
  const cleared = input.clear.filter((name) => !replaced.includes(name));
  await runInTransaction(db, async (tx) => {
    const stored = await readSiteSettings(tx);
    const values = new Map<string, unknown>([
      ['payment_gateways', withGatewayFields(stored.get('payment_gateways'), input)],
    ]);
    // Each secret is written into its key's stored value (smtp keeps its host, port …).
    const setSecret = (name: SettingSecretName, sealed: string | null) => {
      const { key } = secretPlaces[name];
      if (!values.has(key)) values.set(key, stored.get(key));
      withSecret(values, name, sealed);
    };
    for (const name of replaced) setSecret(name, sealSecret(fields[name]));
    for (const name of cleared) setSecret(name, null);
    await writeSiteSettings(tx, values);
    const after = new Map([...stored, ...values]);
    const snapshot = (settings: ReadonlyMap<string, unknown>) => ({
      ...gatewayFieldsOf(settings),
      ...Object.fromEntries(
        settingSecretNames.map((name) => [name, auditedSecret(storedSecret(settings, name))]),
      ),
    });
    const changed = changedFields(snapshot(stored), snapshot(after));
    // A secret replaced by one with the same last four still shows as changed.
    for (const name of replaced) {
      changed.before[name] = auditedSecret(storedSecret(stored, name));
      changed.after[name] = auditedSecret(storedSecret(after, name));
    }
    await audit.record(tx, { targetType: 'settings', ...changed });
  });
  forgetSiteSettings(db);
  return getAdminSettings(db);
}
