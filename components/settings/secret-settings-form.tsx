import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSaveSettingSecrets } from '@/api/settings/save-setting-secrets';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import {
  settingSecretNames,
  settingSecretsSchema,
  type SettingSecretName,
  type SettingSecretsInput,
} from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { notify } from '@/utils/notify';
import type { TranslatedMessage } from '@/utils/translated-message';
import { SecretSettingField } from './secret-setting-field';
import { settingsFormFailure } from './settings-form-failure';
import { SettingsSection } from './settings-section';
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
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);
  const canSave = settings.encryption_configured;

  const handleSubmit = async (
    values: SettingsSecretsValues,
    helpers: FormikHelpers<SettingsSecretsValues>,
  ) => {
    setFormMessage(null);
    try {
      const saved = await save.mutateAsync(settingSecretsSchema.cast(values));
      // The typed secrets leave the page: the fields are blank again, the states updated.
      helpers.resetForm({ values: initialValuesOf(saved) });
      void notify('success', t('admin_settings.saved'), { toastId: 'settings-secrets-saved' });
    } catch (error) {
      setFormMessage(settingsFormFailure(error, values, helpers));
    }
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
    <Formik
      initialValues={initialValuesOf(settings)}
      validationSchema={settingSecretsSchema}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form
          className={styles.form}
          method="post"
          noValidate
          aria-label={t('admin_settings.secrets_title')}
        >
          <FocusFirstError />
          <h2 className={styles.formTitle}>{t('admin_settings.secrets_title')}</h2>
          <p className={styles.intro}>{t('admin_settings.secrets_intro')}</p>
          {canSave ? null : <FormAlert tone="info">{t('admin_settings.key_missing')}</FormAlert>}
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          <SettingsSection title="Stripe">
            {toggle('stripe_enabled')}
            {text('stripe_publishable_key')}
            {secret('stripe_secret_key')}
            {secret('stripe_webhook_secret')}
          </SettingsSection>
          <SettingsSection title="PayPal">
            {toggle('paypal_enabled')}
            {text('paypal_client_id')}
            {text('paypal_webhook_id')}
            {secret('paypal_client_secret')}
          </SettingsSection>
          <SettingsSection title="Paystack">
            {toggle('paystack_enabled')}
            {text('paystack_public_key')}
            {secret('paystack_secret_key')}
          </SettingsSection>
          <SettingsSection title="Flutterwave">
            {toggle('flutterwave_enabled')}
            {text('flutterwave_public_key')}
            {secret('flutterwave_secret_key')}
            {secret('flutterwave_webhook_secret')}
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.server_secrets')}>
            {secret('smtp_password')}
            {secret('firebase_service_account', true)}
          </SettingsSection>
          <div className={styles.actions}>
            <Button type="submit" isBusy={isSubmitting}>
              {t('admin_settings.save_secrets')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
