import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import type { SiteSettingsInput } from '@/contracts/requests/settings-requests';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** POST `admin/settings`: saves the ordinary settings; the site's settings are fetched again. */
export const saveSiteSettings = defineMutation('POST', 'admin/settings', {
  body: (input: SiteSettingsInput) => ({ ...input }),
  answer: dataOf<AdminSettingsDto>,
  invalidateOnSuccess: [settingsKeys.all],
});

export const useSaveSiteSettings = saveSiteSettings.use;
