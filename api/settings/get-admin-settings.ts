import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/settings` (administrator): every setting; secrets only as set and `••••9f3a`. */
export const adminSettingsQuery = defineQuery('admin/settings', {
  key: settingsKeys.admin,
  answer: dataOf<AdminSettingsDto>,
  viewer: 'staff',
  staleTime: 0,
});

/** The settings the administrator edits; idle unless an administrator is signed in. */
export const useAdminSettings = adminSettingsQuery.use;
