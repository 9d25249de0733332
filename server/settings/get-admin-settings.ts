import type { AdminSettingsDto, SettingSecretStateDto } from '@/contracts/dto/admin-settings-dto';
import { settingSecretNames, type SettingSecretName } from '@/contracts/requests/settings-requests';
import { lastFour } from '../audit/mask-secrets';
import type { Database } from '../db/database';
import { gatewayFieldsOf, siteSettingsFields, storedSecret } from './admin-settings-fields';
import { readSiteSettings } from './settings-repository';
import { canSealSecrets, openSecretOrNull } from './settings-secret-box';

/** A stored secret as the admin may see it: set or not, and its last four characters. */
function secretState(sealed: string | null): SettingSecretStateDto {
  if (sealed === null) return { is_set: false, masked: null };
  const plain = openSecretOrNull(sealed);
  return { is_set: true, masked: plain === null ? '••••' : lastFour(plain) };
}

/** `admin/settings`: every setting the admin edits; secrets only as set or not and `••••9f3a`. */
export async function getAdminSettings(db: Database): Promise<AdminSettingsDto> {
  const stored = await readSiteSettings(db);
  const secrets = Object.fromEntries(
    settingSecretNames.map((name) => [name, secretState(storedSecret(stored, name))]),
  ) as Record<SettingSecretName, SettingSecretStateDto>;
  return {
    settings: siteSettingsFields(stored),
    gateways: gatewayFieldsOf(stored),
    secrets,
    encryption_configured: canSealSecrets(),
  };
}
