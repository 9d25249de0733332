import type { PaymentGateway } from '@/contracts/dto/payment-dto';
import type { Database } from '../db/database';
import { getEnv, type ServerEnv } from '../env';
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

/** A key from the stored setting when it holds one, else the environment's. */
function pick(stored: Json, name: string, fromEnv: string | null): string | null {
  const value = stored[name];
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return fromEnv;
}

/** Switched off in the settings (`enabled: false`), or missing a key it needs. */
function enabledWith(stored: Json, keys: readonly (string | null)[]): boolean {
  if (stored.enabled === false) return false;
  return keys.every((key) => key !== null);
}

/**
 * Which gateways take payments, and their keys. Each gateway is enabled by its keys: from the
 * environment (STRIPE_*, PAYSTACK_*, PAYPAL_*, FLUTTERWAVE_*), overridden key by key by the
 * admin's `payment_gateways` site setting:
 * `{ stripe: { enabled?, publishable_key, secret_key, webhook_secret }, paystack: { enabled?,
 * public_key, secret_key }, paypal: { enabled?, client_id, client_secret, webhook_id },
 * flutterwave: { enabled?, public_key, secret_key, webhook_hash } }`. A gateway needs every key
 * its confirmation depends on (Stripe its webhook secret, PayPal its webhook id, Flutterwave
 * its secret hash); `enabled: false` switches one off whatever its keys.
 */
export function toPaymentConfig(
  env: ServerEnv,
  stored: unknown,
  currency: { code: string; symbol: string },
): PaymentConfig {
  const settings = asObject(stored);
  const stripe = asObject(settings.stripe);
  const paystack = asObject(settings.paystack);
  const paypal = asObject(settings.paypal);
  const flutterwave = asObject(settings.flutterwave);

  const stripeKeys = {
    publishableKey: pick(stripe, 'publishable_key', env.stripe.publishableKey),
    secretKey: pick(stripe, 'secret_key', env.stripe.secretKey),
    webhookSecret: pick(stripe, 'webhook_secret', env.stripe.webhookSecret),
  };
  const paystackKeys = {
    publicKey: pick(paystack, 'public_key', env.paystack.publicKey),
    secretKey: pick(paystack, 'secret_key', env.paystack.secretKey),
  };
  const paypalKeys = {
    clientId: pick(paypal, 'client_id', env.paypal.clientId),
    clientSecret: pick(paypal, 'client_secret', env.paypal.clientSecret),
    webhookId: pick(paypal, 'webhook_id', env.paypal.webhookId),
  };
  const flutterwaveKeys = {
    publicKey: pick(flutterwave, 'public_key', env.flutterwave.publicKey),
    secretKey: pick(flutterwave, 'secret_key', env.flutterwave.secretKey),
    webhookHash: pick(flutterwave, 'webhook_hash', env.flutterwave.webhookHash),
  };
  return {
    currency: currency.code.toUpperCase(),
    currencySymbol: currency.symbol,
    stripe: {
      ...stripeKeys,
      isEnabled: enabledWith(stripe, Object.values(stripeKeys)),
      apiBase: env.stripe.apiBase,
    },
    paystack: {
      ...paystackKeys,
      isEnabled: enabledWith(paystack, Object.values(paystackKeys)),
      apiBase: env.paystack.apiBase,
    },
    paypal: {
      ...paypalKeys,
      isEnabled: enabledWith(paypal, Object.values(paypalKeys)),
      apiBase: env.paypal.apiBase,
    },
    flutterwave: {
      ...flutterwaveKeys,
      isEnabled: enabledWith(flutterwave, [flutterwaveKeys.secretKey, flutterwaveKeys.webhookHash]),
      apiBase: env.flutterwave.apiBase,
    },
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
