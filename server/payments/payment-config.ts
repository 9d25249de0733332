import type { PaymentGateway } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { getEnv, type ServerEnv } from '../env';
import { isSealed, openSecretOrNull } from '../settings/settings-secret-box';
import { loadSiteSettings } from '../settings/site-settings';

export interface StripeConfig {
  isEnabled: boolean;
  publishableKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  apiBase: string;
}

export interface PaystackConfig {
  isEnabled: boolean;
  publicKey: string | null;
  secretKey: string | null;
  apiBase: string;
}

export interface PaypalConfig {
  isEnabled: boolean;
  clientId: string | null;
  clientSecret: string | null;
  webhookId: string | null;
  apiBase: string;
}

export interface FlutterwaveConfig {
  isEnabled: boolean;
  publicKey: string | null;
  secretKey: string | null;
  webhookHash: string | null;
  apiBase: string;
}

export interface PaymentConfig {
  /** The site currency (ISO 4217, upper case): every package is priced and paid in it. */
  currency: string;
  currencySymbol: string;
  stripe: StripeConfig;
  paystack: PaystackConfig;
  paypal: PaypalConfig;
  flutterwave: FlutterwaveConfig;
}

/** The gateways' names as the buyer and the operator read them. */
export const gatewayDisplayNames: Record<PaymentGateway, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
};

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/**
 * A key from the stored setting when it holds one, else the environment's. A secret stored
 * sealed (server/settings/settings-secret-box.ts) is decrypted; one no configured key opens
 * counts as unset (the gateway is off until the admin saves it again).
 */
function pick(stored: Json, name: string, fromEnv: string | null): string | null {
  const raw = stored[name];
  const value = isSealed(raw) ? openSecretOrNull(raw) : raw;
  if (isSealed(raw) && value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return fromEnv;
}

/** Switched off in the settings (`enabled: false`), or missing a key it needs. */
function enabledWith(stored: Json, keys: readonly (string | null)[]): boolean {
  if (stored.enabled === false) return false;
  return keys.every((key) => key !== null);
}

/** Each gateway's keys: their names here (and in the environment) and in the stored setting. */
const storedKeyNames = {
  stripe: {
    publishableKey: 'publishable_key',
    secretKey: 'secret_key',
    webhookSecret: 'webhook_secret',
  },
  paystack: { publicKey: 'public_key', secretKey: 'secret_key' },
  paypal: { clientId: 'client_id', clientSecret: 'client_secret', webhookId: 'webhook_id' },
  flutterwave: { publicKey: 'public_key', secretKey: 'secret_key', webhookHash: 'webhook_hash' },
} as const;

/**
 * One gateway's keys, each from its stored setting or else the environment, enabled when it
 * has every key but the `optional` ones, and its API origin from the environment.
 */
function gatewayConfig<Field extends string>(
  stored: Json,
  names: Readonly<Record<Field, string>>,
  env: Readonly<Record<NoInfer<Field>, string | null>> & { apiBase: string },
  optional: readonly NoInfer<Field>[] = [],
): Record<Field, string | null> & { isEnabled: boolean; apiBase: string } {
  const fields = Object.keys(names) as Field[];
  const keys = {} as Record<Field, string | null>;
  for (const field of fields) keys[field] = pick(stored, names[field], env[field]);
  const needed = fields.filter((field) => !optional.includes(field)).map((field) => keys[field]);
  return { ...keys, isEnabled: enabledWith(stored, needed), apiBase: env.apiBase };
}

/**
 * Which gateways take payments, and their keys. Each gateway is enabled by its keys: from the
 * environment (STRIPE_*, PAYSTACK_*, PAYPAL_*, FLUTTERWAVE_*), overridden key by key by the
 * admin's `payment_gateways` site setting:
 * `{ stripe: { enabled?, publishable_key, secret_key, webhook_secret }, paystack: { enabled?,
 * public_key, secret_key }, paypal: { enabled?, client_id, client_secret, webhook_id },
 * flutterwave: { enabled?, public_key, secret_key, webhook_hash } }`. A gateway needs every key
 * its confirmation depends on (Stripe its webhook secret, PayPal its webhook id, Flutterwave
 * its secret hash; Flutterwave's public key is optional); `enabled: false` switches one off
 * whatever its keys.
 */
export function toPaymentConfig(
  env: ServerEnv,
  stored: unknown,
  currency: { code: string; symbol: string },
): PaymentConfig {
  const settings = asObject(stored);
  const section = (gateway: PaymentGateway) => asObject(settings[gateway]);
  return {
    currency: currency.code.toUpperCase(),
    currencySymbol: currency.symbol,
    stripe: gatewayConfig(section('stripe'), storedKeyNames.stripe, env.stripe),
    paystack: gatewayConfig(section('paystack'), storedKeyNames.paystack, env.paystack),
    paypal: gatewayConfig(section('paypal'), storedKeyNames.paypal, env.paypal),
    flutterwave: gatewayConfig(
      section('flutterwave'),
      storedKeyNames.flutterwave,
      env.flutterwave,
      ['publicKey'],
    ),
  };
}

/** The payment configuration now (the site settings are kept a few seconds per process). */
export async function loadPaymentConfig(db: Database): Promise<PaymentConfig> {
  const site = await loadSiteSettings(db);
  return toPaymentConfig(getEnv(), site.paymentGateways, site.currency);
}

/** The gateways that take payments, in the order the chooser offers them. */
export function enabledGateways(config: PaymentConfig): PaymentGateway[] {
  return (['stripe', 'paypal', 'paystack', 'flutterwave'] as const).filter(
    (gateway) => config[gateway].isEnabled,
  );
}
