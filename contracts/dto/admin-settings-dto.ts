import type { SettingSecretName, SiteSettingsInput } from '../requests/settings-requests';

/** A write-only secret as the admin sees it: whether it is set, and its last four characters. */
export interface SettingSecretStateDto {
  is_set: boolean;
  /** `••••9f3a` (`••••` for a short secret or one that cannot be decrypted); null when unset. */
  masked: string | null;
}

/** The payment gateways' switches and public keys (their secrets are in `secrets`). */
export interface PaymentGatewaySettingsDto {
  stripe_enabled: boolean;
  stripe_publishable_key: string;
  paystack_enabled: boolean;
  paystack_public_key: string;
  paypal_enabled: boolean;
  paypal_client_id: string;
  paypal_webhook_id: string;
  flutterwave_enabled: boolean;
  flutterwave_public_key: string;
}

/** `admin/settings`: every setting the admin edits; never a secret's value. */
export interface AdminSettingsDto {
  settings: SiteSettingsInput;
  gateways: PaymentGatewaySettingsDto;
  secrets: Record<SettingSecretName, SettingSecretStateDto>;
  /** SETTINGS_ENCRYPTION_KEY is set: secrets can be saved. */
  encryption_configured: boolean;
}
