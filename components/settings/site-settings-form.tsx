import { useSaveSiteSettings } from '@/api/settings/save-site-settings';
import type { AdminSettingsDto } from '@/contracts/dto/admin-settings-dto';
import {
  settingLogoFields,
  siteSettingsSchema,
  type SiteSettingsInput,
} from '@/contracts/requests/settings-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { LogoUpload } from './logo-upload';
import { SettingsForm } from '@/components/layout/settings-form';
import { FieldsetSection } from '@/components/ui/fieldset-section';
import styles from './settings.module.css';

/** The ordinary settings (`admin/settings`): no password needed again. */
export function SiteSettingsForm({ settings }: { settings: AdminSettingsDto }) {
  const { t } = useSiteText();
  const save = useSaveSiteSettings();
  const field = (name: keyof SiteSettingsInput, props: { hint?: string; type?: string } = {}) => (
    <TextField name={name} label={t(`admin_settings.field.${name}`)} {...props} />
  );
  /** A switch, with its hint under it. */
  const toggle = (name: keyof SiteSettingsInput) => (
    <ToggleField
      name={name}
      label={t(`admin_settings.field.${name}`)}
      hint={t(`admin_settings.hint.${name}`)}
    />
  );

  return (
    <SettingsForm<SiteSettingsInput>
      initialValues={settings.settings}
      validationSchema={siteSettingsSchema}
      save={(values) => save.mutateAsync(siteSettingsSchema.cast(values))}
      label={t('admin_settings.general_title')}
      submitText={t('admin_settings.save')}
      toastId="settings-saved"
    >
      <FieldsetSection title={t('admin_settings.section.company')}>
        {field('company_name')}
        {field('company_email', { type: 'email' })}
        {field('company_tel', { type: 'tel' })}
        {field('company_address')}
      </FieldsetSection>
      <FieldsetSection title={t('admin_settings.section.currency')}>
        {field('currency_code', { hint: t('admin_settings.hint.currency_code') })}
        {field('currency_symbol')}
        {field('currency_name')}
        {toggle('number_with_suffix')}
      </FieldsetSection>
      <FieldsetSection title={t('admin_settings.section.brand')}>
        {field('svg_clr', { hint: t('admin_settings.hint.svg_clr') })}
        {settingLogoFields.map((name) => (
          <div key={name} className={styles.logo}>
            {field(name, { hint: t('admin_settings.hint.image') })}
            <LogoUpload which={name} label={t(`admin_settings.field.${name}`)} />
          </div>
        ))}
      </FieldsetSection>
      <FieldsetSection title={t('admin_settings.section.accounts')}>
        {toggle('verification_required_for_user')}
        {toggle('auto_approve_verified_agents')}
        {toggle('demo_mode')}
      </FieldsetSection>
      {/* The Firebase web config is kept by the API but read from NEXT_PUBLIC_FIREBASE_* when the
      site is built, so it is not offered here until the browser reads it from the settings. */}
      <FieldsetSection title={t('admin_settings.section.maps')}>
        {field('google_maps_api_key', { hint: t('admin_settings.hint.google_maps_api_key') })}
      </FieldsetSection>
      <FieldsetSection title={t('admin_settings.section.smtp')}>
        {field('smtp_host')}
        {field('smtp_port', { type: 'number' })}
        {field('smtp_user')}
        {field('smtp_from')}
      </FieldsetSection>
    </SettingsForm>
  );
}
