import { useField } from 'formik';
import type { SettingSecretStateDto } from '@/contracts/dto/admin-settings-dto';
import type { SettingSecretName } from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './settings.module.css';

export interface SecretSettingFieldProps {
  name: SettingSecretName;
  label: string;
  state: SettingSecretStateDto;
  /** SETTINGS_ENCRYPTION_KEY is set on the server: a new value can be saved. */
  canSave: boolean;
  multiline?: boolean;
}

/**
 * A write-only secret: "Set (••••9f3a)" or "Not set", a field to replace it (blank keeps it) and
 * a button that marks it to be removed on save (the form's `clear` list).
 */
export function SecretSettingField({
  name,
  label,
  state,
  canSave,
  multiline,
}: SecretSettingFieldProps) {
  const { t } = useSiteText();
  const [clear, , clearHelpers] = useField<string[]>('clear');
  const isCleared = clear.value.includes(name);
  const toggleClear = () =>
    void clearHelpers.setValue(
      isCleared ? clear.value.filter((one) => one !== name) : [...clear.value, name],
    );
  const stateText = isCleared
    ? t('admin_settings.secret_will_clear')
    : state.is_set
      ? t('admin_settings.secret_set', { masked: state.masked ?? '••••' })
      : t('admin_settings.secret_not_set');
  return (
    <div className={styles.secret} data-secret={name}>
      <TextField
        name={name}
        label={label}
        labelNote={<span data-testid={`secret-state-${name}`}>{stateText}</span>}
        hint={canSave ? t('admin_settings.secret_hint') : t('admin_settings.secret_needs_key')}
        type={multiline ? undefined : 'password'}
        multiline={multiline}
        rows={multiline ? 4 : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={isCleared}
      />
      {state.is_set ? (
        <div className={styles.secretState}>
          <Button type="button" variant="ghost" onClick={toggleClear} aria-pressed={isCleared}>
            {isCleared
              ? t('admin_settings.secret_keep', { name: label })
              : t('admin_settings.secret_clear', { name: label })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
