import { useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { useUploadSettingsLogo } from '@/api/settings/upload-settings-logo';
import type { SettingLogoField, SiteSettingsInput } from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { isApiError } from '@/api/api-error';
import { apiErrorText } from '@/components/ui/api-error-text';
import { notify } from '@/utils/notify';
import styles from './settings.module.css';

/**
 * Uploads a new image for one of the logos: saved at once (admin/settings-logo), and the
 * field shows the stored key.
 */
export function LogoUpload({ which, label }: { which: SettingLogoField; label: string }) {
  const { t } = useSiteText();
  const id = useId();
  const upload = useUploadSettingsLogo();
  const { setFieldValue } = useFormikContext<SiteSettingsInput>();
  const [failure, setFailure] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    event.target.value = '';
    if (!image) return;
    setFailure(null);
    try {
      const saved = await upload.mutateAsync({ which, image });
      await setFieldValue(which, saved.settings[which], false);
      void notify('success', t('admin_settings.uploaded'), { toastId: `logo-${which}` });
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldErrors?.image : undefined;
      setFailure(fieldError ?? apiErrorText(error, t));
    }
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={id}>{`${t('admin_settings.upload')}: ${label}`}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.isPending}
        onChange={(event) => void handleChange(event)}
      />
      {failure ? (
        <p role="alert" className={styles.uploadError}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
