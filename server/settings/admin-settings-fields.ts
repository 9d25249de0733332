import type { PaymentGatewaySettingsDto } from '@/contracts/dto/admin-settings-dto';
import type {
  SettingSecretName,
  SettingSecretsInput,
  SiteSettingsInput,
} from '@/contracts/requests/settings-requests';
import { toSiteSettings } from './site-settings';

/**
 * How the admin's flat fields map onto the stored settings (site_settings, key → JSON). The
 * keys web-settings already read keep their shape (company, currency, brand, …); the new ones:
 * `google_maps_api_key` (string), `firebase_web` ({ api_key, auth_domain, project_id, app_id,
 * messaging_sender_id, vapid_key }), `smtp` ({ host, port, user, from, password: sealed }),
 * `firebase_service_account` (sealed) and the secrets inside `payment_gateways`.
 */
type Json = Record<string, unknown>;
export type StoredSettings = ReadonlyMap<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The ordinary settings as the form edits them. */
export function siteSettingsFields(stored: StoredSettings): SiteSettingsInput {
  const site = toSiteSettings(new Map(stored));
  const firebase = asObject(stored.get('firebase_web'));
  const smtp = asObject(stored.get('smtp'));
  const port = smtp.port;
  return {
    company_name: site.company.name,
    company_email: site.company.email,
    company_tel: site.company.tel,
    company_address: site.company.address,
    currency_code: site.currency.code,
    currency_symbol: site.currency.symbol,
    currency_name: site.currency.name,
    number_with_suffix: site.numberWithSuffix,
    svg_clr: site.brand.svgColour,
    web_logo: site.brand.webLogo ?? '',
    web_footer_logo: site.brand.footerLogo ?? '',
    web_placeholder_logo: site.brand.placeholderLogo ?? '',
    verification_required_for_user: site.verificationRequiredForUser,
    auto_approve_verified_agents: site.autoApproveVerifiedAgents,
    demo_mode: site.demoMode,
    google_maps_api_key: asString(stored.get('google_maps_api_key')),
    firebase_api_key: asString(firebase.api_key),
    firebase_auth_domain: asString(firebase.auth_domain),
    firebase_project_id: asString(firebase.project_id),
    firebase_app_id: asString(firebase.app_id),
    firebase_messaging_sender_id: asString(firebase.messaging_sender_id),
    firebase_vapid_key: asString(firebase.vapid_key),
    smtp_host: asString(smtp.host),
    smtp_port: typeof port === 'number' && Number.isInteger(port) ? port : 587,
    smtp_user: asString(smtp.user),
    smtp_from: asString(smtp.from),
  };
}

/** The stored values of the ordinary settings' keys, from the form's fields. */
export function storedSiteSettings(input: SiteSettingsInput, stored: StoredSettings): Json {
  return {
    company: {
      ...asObject(stored.get('company')),
      name: input.company_name,
      email: input.company_email,
      tel: input.company_tel,
      address: input.company_address,
    },
    currency: {
      code: input.currency_code,
      symbol: input.currency_symbol,
      name: input.currency_name,
    },
    number_with_suffix: input.number_with_suffix,
    brand: {
      ...asObject(stored.get('brand')),
      svg_clr: input.svg_clr,
      web_logo: input.web_logo,
      web_footer_logo: input.web_footer_logo,
      web_placeholder_logo: input.web_placeholder_logo,
    },
    verification_required_for_user: input.verification_required_for_user,
    auto_approve_verified_agents: input.auto_approve_verified_agents,
    demo_mode: input.demo_mode,
    google_maps_api_key: input.google_maps_api_key,
    firebase_web: {
      api_key: input.firebase_api_key,
      auth_domain: input.firebase_auth_domain,
      project_id: input.firebase_project_id,
      app_id: input.firebase_app_id,
      messaging_sender_id: input.firebase_messaging_sender_id,
      vapid_key: input.firebase_vapid_key,
    },
    // The password (sealed) is kept: admin/settings-secrets changes it.
    smtp: {
      ...asObject(stored.get('smtp')),
      host: input.smtp_host,
      port: input.smtp_port,
      user: input.smtp_user,
      from: input.smtp_from,
    },
  };
}

type Gateway = 'stripe' | 'paystack' | 'paypal' | 'flutterwave';

/** Each gateway's public fields: the form's name → the stored name (payment-config.ts). */
const gatewayFields: Record<Gateway, Readonly<Record<string, string>>> = {
  stripe: { stripe_publishable_key: 'publishable_key' },
  paystack: { paystack_public_key: 'public_key' },
  paypal: { paypal_client_id: 'client_id', paypal_webhook_id: 'webhook_id' },
  flutterwave: { flutterwave_public_key: 'public_key' },
};

/** Where each secret is stored: a settings key and, inside it, a field (or the value itself). */
export const secretPlaces: Record<SettingSecretName, { key: string; field: string | null }> = {
  stripe_secret_key: { key: 'payment_gateways', field: 'stripe.secret_key' },
  stripe_webhook_secret: { key: 'payment_gateways', field: 'stripe.webhook_secret' },
  paystack_secret_key: { key: 'payment_gateways', field: 'paystack.secret_key' },
  paypal_client_secret: { key: 'payment_gateways', field: 'paypal.client_secret' },
  flutterwave_secret_key: { key: 'payment_gateways', field: 'flutterwave.secret_key' },
  flutterwave_webhook_secret: { key: 'payment_gateways', field: 'flutterwave.webhook_hash' },
  smtp_password: { key: 'smtp', field: 'password' },
  firebase_service_account: { key: 'firebase_service_account', field: null },
};

/** A secret's stored (sealed) value, or null when unset. */
export function storedSecret(stored: StoredSettings, name: SettingSecretName): string | null {
  const place = secretPlaces[name];
  let value: unknown = stored.get(place.key);
  for (const part of place.field?.split('.') ?? []) value = asObject(value)[part];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `values` with the secret set to `sealed` (or removed when null), as a new stored value. */
export function withSecret(
  values: Map<string, unknown>,
  name: SettingSecretName,
  sealed: string | null,
): void {
  const place = secretPlaces[name];
  if (place.field === null) {
    values.set(place.key, sealed ?? '');
    return;
  }
  const parts = place.field.split('.');
  const root: Json = { ...asObject(values.get(place.key)) };
  let holder = root;
  for (const part of parts.slice(0, -1)) {
    const next = { ...asObject(holder[part]) };
    holder[part] = next;
    holder = next;
  }
  const last = parts[parts.length - 1] ?? '';
  if (sealed === null) delete holder[last];
  else holder[last] = sealed;
  values.set(place.key, root);
}

/** The gateways' switches and public keys as stored. */
export function gatewayFieldsOf(stored: StoredSettings): PaymentGatewaySettingsDto {
  const gateways = asObject(stored.get('payment_gateways'));
  const values: Json = {};
  for (const gateway of Object.keys(gatewayFields) as Gateway[]) {
    const section = asObject(gateways[gateway]);
    values[`${gateway}_enabled`] = section.enabled !== false;
    for (const [field, name] of Object.entries(gatewayFields[gateway])) {
      values[field] = asString(section[name]);
    }
  }
  return values as unknown as PaymentGatewaySettingsDto;
}

/** The stored `payment_gateways` with the form's switches and public keys written in. */
export function withGatewayFields(gatewaysValue: unknown, input: SettingSecretsInput): Json {
  const gateways: Json = { ...asObject(gatewaysValue) };
  const fields = input as unknown as Json;
  for (const gateway of Object.keys(gatewayFields) as Gateway[]) {
    const section: Json = { ...asObject(gateways[gateway]) };
    // Switched on is the default (enabled by its keys); a blank key falls back to the environment.
    if (fields[`${gateway}_enabled`] === false) section.enabled = false;
    else delete section.enabled;
    for (const [field, name] of Object.entries(gatewayFields[gateway])) {
      const value = asString(fields[field]).trim();
      if (value === '') delete section[name];
      else section[name] = value;
    }
    gateways[gateway] = section;
  }
  return gateways;
}

/** The fields whose values differ, before and after (for the audit). */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Json; after: Json } {
  const changed = Object.keys(after).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}
