import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import type { SettingLogoField } from '@/contracts/requests/settings-requests';
import { settingsKeys } from '@/contracts/query-keys/settings-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface UploadSettingsLogoInput {
  which: SettingLogoField;
  image: File;
}

/** POST `admin/settings-logo` (multipart): stores the image and makes it that logo at once. */
export const uploadSettingsLogo = defineMutation('POST', 'admin/settings-logo', {
  body: (input: UploadSettingsLogoInput) => {
    const form = new FormData();
    form.append('which', input.which);
    form.append('image', input.image, input.image.name);
    return form;
  },
  answer: dataOf<AdminSettingsDto>,
  invalidateOnSuccess: [settingsKeys.web()],
});

export const useUploadSettingsLogo = uploadSettingsLogo.use;
