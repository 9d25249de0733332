import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useSaveSiteSettings } from '@/api/settings/save-site-settings';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import {
  settingLogoFields,
  siteSettingsSchema,
  type SiteSettingsInput,
} from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { notify } from '@/utils/notify';
import type { TranslatedMessage } from '@/utils/translated-message';
import { LogoUpload } from './logo-upload';
import { settingsFormFailure } from './settings-form-failure';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** The ordinary settings (`admin/settings`): no password needed again. */
export function SiteSettingsForm({ settings }: { settings: AdminSettingsDto }) {
  const { t } = useSiteText();
  const save = useSaveSiteSettings();
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);

  const handleSubmit = async (
    values: SiteSettingsInput,
    helpers: FormikHelpers<SiteSettingsInput>,
  ) => {
    setFormMessage(null);
    try {
      await save.mutateAsync(siteSettingsSchema.cast(values));
      void notify('success', t('admin_settings.saved'), { toastId: 'settings-saved' });
    } catch (error) {
      setFormMessage(settingsFormFailure(error, values, helpers));
    }
  };

  const field = (name: keyof SiteSettingsInput, props: { hint?: string; type?: string } = {}) => (
    <TextField name={name} label={t(`admin_settings.field.${name}`)} {...props} />
  );

  return (
    <Formik
      initialValues={settings.settings}
      validationSchema={siteSettingsSchema}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form
          className={styles.form}
          method="post"
          noValidate
          aria-label={t('admin_settings.general_title')}
        >
          <FocusFirstError />
          {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
          <SettingsSection title={t('admin_settings.section.company')}>
            {field('company_name')}
            {field('company_email', { type: 'email' })}
            {field('company_tel', { type: 'tel' })}
            {field('company_address')}
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.currency')}>
            {field('currency_code', { hint: t('admin_settings.hint.currency_code') })}
            {field('currency_symbol')}
            {field('currency_name')}
            <ToggleField
              name="number_with_suffix"
              label={t('admin_settings.field.number_with_suffix')}
              hint={t('admin_settings.hint.number_with_suffix')}
            />
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.brand')}>
            {field('svg_clr', { hint: t('admin_settings.hint.svg_clr') })}
            {settingLogoFields.map((name) => (
              <div key={name} className={styles.logo}>
                {field(name, { hint: t('admin_settings.hint.image') })}
                <LogoUpload which={name} label={t(`admin_settings.field.${name}`)} />
              </div>
            ))}
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.accounts')}>
            <ToggleField
              name="verification_required_for_user"
              label={t('admin_settings.field.verification_required_for_user')}
              hint={t('admin_settings.hint.verification_required_for_user')}
            />
            <ToggleField
              name="auto_approve_verified_agents"
              label={t('admin_settings.field.auto_approve_verified_agents')}
              hint={t('admin_settings.hint.auto_approve_verified_agents')}
            />
            <ToggleField
              name="demo_mode"
              label={t('admin_settings.field.demo_mode')}
              hint={t('admin_settings.hint.demo_mode')}
            />
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.maps_firebase')}>
            {field('google_maps_api_key', { hint: t('admin_settings.hint.google_maps_api_key') })}
            {field('firebase_api_key')}
            {field('firebase_auth_domain')}
            {field('firebase_project_id')}
            {field('firebase_app_id')}
            {field('firebase_messaging_sender_id')}
            {field('firebase_vapid_key')}
          </SettingsSection>
          <SettingsSection title={t('admin_settings.section.smtp')}>
            {field('smtp_host')}
            {field('smtp_port', { type: 'number' })}
            {field('smtp_user')}
            {field('smtp_from')}
          </SettingsSection>
          <div className={styles.actions}>
            <Button type="submit" isBusy={isSubmitting}>
              {t('admin_settings.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
