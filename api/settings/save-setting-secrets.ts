import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import type { SettingSecretsInput } from '@/contracts/requests/settings-requests';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/**
 * POST `admin/settings-secrets` (fresh sign-in): the payment gateways and the secrets. A blank
 * secret keeps the stored one; `clear` names the ones to remove.
 */
export const saveSettingSecrets = defineMutation('POST', 'admin/settings-secrets', {
  body: (input: SettingSecretsInput) => ({ ...input }),
  answer: dataOf<AdminSettingsDto>,
  invalidateOnSuccess: [settingsKeys.all],
});

export const useSaveSettingSecrets = saveSettingSecrets.use;
