import type { FormikHelpers } from 'formik';
import { useSaveSettingSecrets } from '@/api/settings/save-setting-secrets';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import {
  settingSecretNames,
  settingSecretsSchema,
  type SettingSecretName,
  type SettingSecretsInput,
} from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { SecretSettingField } from './secret-setting-field';
import { SettingsForm } from '@/components/layout/settings-form';
import { FieldsetSection } from '@/components/ui/fieldset-section';
import styles from './settings.module.css';

const blankSecrets = Object.fromEntries(settingSecretNames.map((name) => [name, ''])) as Record<
  SettingSecretName,
  string
>;

const initialValuesOf = (settings: AdminSettingsDto): SettingsSecretsValues => ({
  ...settings.gateways,
  ...blankSecrets,
  clear: [],
});

type SettingsSecretsValues = SettingSecretsInput;

/**
 * The payment gateways and the write-only secrets (`admin/settings-secrets`, which asks for a
 * recent sign-in): each secret shows whether it is set and its last four, never its value.
 */
export function SecretSettingsForm({ settings }: { settings: AdminSettingsDto }) {
  const { t } = useSiteText();
  const save = useSaveSettingSecrets();
  const canSave = settings.encryption_configured;

  const saveSecrets = async (
    values: SettingsSecretsValues,
    helpers: FormikHelpers<SettingsSecretsValues>,
  ) => {
    const saved = await save.mutateAsync(settingSecretsSchema.cast(values));
    // The typed secrets leave the page: the fields are blank again, the states updated.
    helpers.resetForm({ values: initialValuesOf(saved) });
  };

  const secret = (name: SettingSecretName, multiline = false) => (
    <SecretSettingField
      name={name}
      label={t(`admin_settings.field.${name}`)}
      state={settings.secrets[name]}
      canSave={canSave}
      multiline={multiline}
    />
  );
  const text = (name: keyof AdminSettingsDto['gateways']) => (
    <TextField name={name} label={t(`admin_settings.field.${name}`)} autoComplete="off" />
  );
  const toggle = (name: keyof AdminSettingsDto['gateways']) => (
    <ToggleField name={name} label={t(`admin_settings.field.${name}`)} />
  );

  return (
    <SettingsForm<SettingsSecretsValues>
      initialValues={initialValuesOf(settings)}
      validationSchema={settingSecretsSchema}
      save={saveSecrets}
      label={t('admin_settings.secrets_title')}
      submitText={t('admin_settings.save_secrets')}
      toastId="settings-secrets-saved"
      intro={
        <>
          <h2 className={styles.formTitle}>{t('admin_settings.secrets_title')}</h2>
          <p className={styles.intro}>{t('admin_settings.secrets_intro')}</p>
          {canSave ? null : <FormAlert tone="info">{t('admin_settings.key_missing')}</FormAlert>}
        </>
      }
    >
      <FieldsetSection title="Stripe">
        {toggle('stripe_enabled')}
        {text('stripe_publishable_key')}
        {secret('stripe_secret_key')}
        {secret('stripe_webhook_secret')}
      </FieldsetSection>
      <FieldsetSection title="PayPal">
        {toggle('paypal_enabled')}
        {text('paypal_client_id')}
        {text('paypal_webhook_id')}
        {secret('paypal_client_secret')}
      </FieldsetSection>
      <FieldsetSection title="Paystack">
        {toggle('paystack_enabled')}
        {text('paystack_public_key')}
        {secret('paystack_secret_key')}
      </FieldsetSection>
      <FieldsetSection title="Flutterwave">
        {toggle('flutterwave_enabled')}
        {text('flutterwave_public_key')}
        {secret('flutterwave_secret_key')}
        {secret('flutterwave_webhook_secret')}
      </FieldsetSection>
      <FieldsetSection title={t('admin_settings.section.server_secrets')}>
        {secret('smtp_password')}
        {secret('firebase_service_account', true)}
      </FieldsetSection>
    </SettingsForm>
  );
}
