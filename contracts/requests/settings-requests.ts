import { array, boolean, number, object, string, type InferType } from 'yup';
import { fieldMessage } from '../field-message';
import { emailField } from './account-requests';

/** A text setting of at most `max` characters (blank allowed). */
const settingText = (max: number) =>
  string().trim().max(max, fieldMessage('validation.admin_settings.too_long', { max })).default('');

/**
 * A logo or image: the key of a stored file (`brand/….png`, served at /api/media/…, the
 * storage's key form); blank: none. `admin/settings-logo` uploads one.
 */
const imageField = () =>
  settingText(500).matches(
    /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$|^$/,
    'validation.admin_settings.image',
  );

/**
 * `admin/settings` (administrator): the site's ordinary settings, every field sent each time.
 * The form and the server share it. Secrets and payment gateways are saved by
 * `admin/settings-secrets` (a fresh sign-in).
 */
export const siteSettingsSchema = object({
  company_name: settingText(100).required('validation.admin_settings.company_name_required'),
  company_email: emailField().default(''),
  company_tel: settingText(40),
  company_address: settingText(300),
  currency_code: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{3}$/, 'validation.admin_settings.currency_code')
    .required('validation.admin_settings.currency_code'),
  currency_symbol: settingText(8).required('validation.admin_settings.currency_symbol_required'),
  currency_name: settingText(60).required('validation.admin_settings.currency_name_required'),
  number_with_suffix: boolean().default(false),
  svg_clr: string()
    .trim()
    .matches(/^#[0-9a-fA-F]{6}$/, 'validation.admin_settings.colour')
    .required('validation.admin_settings.colour'),
  web_logo: imageField(),
  web_footer_logo: imageField(),
  web_placeholder_logo: imageField(),
  verification_required_for_user: boolean().default(false),
  auto_approve_verified_agents: boolean().default(false),
  demo_mode: boolean().default(false),
  google_maps_api_key: settingText(200),
  firebase_api_key: settingText(200),
  firebase_auth_domain: settingText(200).matches(
    /^([a-z0-9-]+\.)+[a-z]{2,}$|^$/i,
    'validation.admin_settings.host_name',
  ),
  firebase_project_id: settingText(100),
  firebase_app_id: settingText(200),
  firebase_messaging_sender_id: settingText(100),
  firebase_vapid_key: settingText(200),
  smtp_host: settingText(200).matches(
    /^([a-z0-9-]+\.)*[a-z0-9-]+$|^$/i,
    'validation.admin_settings.host_name',
  ),
  smtp_port: number()
    .typeError('validation.admin_settings.port')
    .integer('validation.admin_settings.port')
    .min(1, 'validation.admin_settings.port')
    .max(65535, 'validation.admin_settings.port')
    .default(587),
  smtp_user: settingText(200),
  smtp_from: settingText(200),
});

export type SiteSettingsInput = InferType<typeof siteSettingsSchema>;
export type SiteSettingsField = keyof SiteSettingsInput;

/** The secrets the settings keep: write-only, encrypted at rest, shown as their last four. */
export const settingSecretNames = [
  'stripe_secret_key',
  'stripe_webhook_secret',
  'paystack_secret_key',
  'paypal_client_secret',
  'flutterwave_secret_key',
  'flutterwave_webhook_secret',
  'smtp_password',
  'firebase_service_account',
] as const;
export type SettingSecretName = (typeof settingSecretNames)[number];

/** A new secret: blank keeps the stored one. */
const secretField = (max = 500) =>
  string().trim().max(max, fieldMessage('validation.admin_settings.too_long', { max })).default('');

/** The Firebase service account: the JSON key file Google gives, pasted whole. */
const serviceAccountField = () =>
  secretField(20_000).test(
    'service-account',
    'validation.admin_settings.service_account',
    (value) => {
      if (!value) return true;
      try {
        const parsed: unknown = JSON.parse(value);
        const account = parsed as Record<string, unknown> | null;
        return (
          typeof account === 'object' &&
          account !== null &&
          typeof account.client_email === 'string' &&
          typeof account.private_key === 'string'
        );
      } catch {
        return false;
      }
    },
  );

/**
 * `admin/settings-secrets` (administrator, fresh sign-in): the payment gateways (switches and
 * public keys, always sent) and the secrets (each blank keeps the stored one; `clear` names the
 * ones to remove).
 */
export const settingSecretsSchema = object({
  stripe_enabled: boolean().default(true),
  stripe_publishable_key: settingText(200),
  paystack_enabled: boolean().default(true),
  paystack_public_key: settingText(200),
  paypal_enabled: boolean().default(true),
  paypal_client_id: settingText(200),
  paypal_webhook_id: settingText(200),
  flutterwave_enabled: boolean().default(true),
  flutterwave_public_key: settingText(200),
  stripe_secret_key: secretField(),
  stripe_webhook_secret: secretField(),
  paystack_secret_key: secretField(),
  paypal_client_secret: secretField(),
  flutterwave_secret_key: secretField(),
  flutterwave_webhook_secret: secretField(),
  smtp_password: secretField(),
  firebase_service_account: serviceAccountField(),
  clear: array(
    string()
      .required()
      .oneOf([...settingSecretNames], 'validation.admin_settings.unknown_secret'),
  ).default([]),
});

export type SettingSecretsInput = InferType<typeof settingSecretsSchema>;

/** The settings' images an upload may replace. */
export const settingLogoFields = ['web_logo', 'web_footer_logo', 'web_placeholder_logo'] as const;
export type SettingLogoField = (typeof settingLogoFields)[number];

/** `admin/settings-logo` (multipart, administrator): which image, and the file `image`. */
export const settingsLogoSchema = object({
  which: string()
    .oneOf([...settingLogoFields], 'validation.admin_settings.logo_field')
    .required('validation.admin_settings.logo_field'),
});
