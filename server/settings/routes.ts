import {
  settingSecretsSchema,
  settingsLogoSchema,
  siteSettingsSchema,
  type SettingLogoField,
} from '@/contracts/requests/settings-requests';
import { administratorRoles } from '../core/roles';
import { route, staffRead } from '../core/route';
import { getAdminSettings } from './get-admin-settings';
import { getWebSettings } from './get-web-settings';
import { saveSettingSecrets } from './save-setting-secrets';
import { saveSiteSettings } from './save-site-settings';
import { getMediaStorage } from '../storage/media-storage';
import { settingsLogoUpload, storeSettingsLogo } from './store-settings-logo';

/**
 * The site settings.
 *
 * | Call                          | Auth                          | Input               | Success          |
 * |-------------------------------|-------------------------------|---------------------|------------------|
 * | GET  web-settings (spec)      | optional                      | —                   | WebSettingsDto   |
 * | GET  admin/settings           | administrator                 | —                   | AdminSettingsDto |
 * | POST admin/settings           | administrator                 | siteSettingsSchema  | AdminSettingsDto |
 * | POST admin/settings-secrets   | administrator, fresh sign-in  | settingSecretsSchema| AdminSettingsDto |
 * | POST admin/settings-logo      | administrator                 | which; file `image` | AdminSettingsDto |
 *
 * Secrets are write-only: no answer carries one (only set or not and `••••9f3a`). Saving a
 * secret without SETTINGS_ENCRYPTION_KEY: 409 settings_key_missing. Each save records one
 * audit row with the changed fields.
 */
export const settingsRoutes = [
  route('GET', 'web-settings', {
    auth: 'optional',
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db, viewer }) => ({ data: await getWebSettings(db, viewer) }),
  }),
  staffRead('admin/settings', administratorRoles, getAdminSettings),
  route('POST', 'admin/settings', {
    auth: { roles: administratorRoles },
    body: siteSettingsSchema,
    handle: async ({ db, body, audit }) => {
      await saveSiteSettings(db, body, audit);
      return { data: await getAdminSettings(db), message: 'The settings are saved.' };
    },
  }),
  route('POST', 'admin/settings-secrets', {
    auth: { roles: administratorRoles },
    freshSignIn: true,
    body: settingSecretsSchema,
    handle: async ({ db, body, audit }) => ({
      data: await saveSettingSecrets(db, body, audit),
      message: 'The payment and secret settings are saved.',
    }),
  }),
  route('POST', 'admin/settings-logo', {
    auth: { roles: administratorRoles },
    body: settingsLogoSchema,
    uploads: [settingsLogoUpload],
    handle: async ({ db, body, files, audit }) => ({
      data: await storeSettingsLogo(
        db,
        body.which as SettingLogoField,
        files.image?.[0],
        getMediaStorage(),
        audit,
      ),
      message: 'The image is saved.',
    }),
  }),
];
