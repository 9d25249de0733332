import Stripe from 'stripe';
import type { Logger } from '../core/logger';
import { gatewayUnavailable } from './gateway-request';
import type { StripeConfig } from './payment-config';

const clients = new Map<string, Stripe>();

/**
 * The Stripe SDK's client for these keys, pointed at `apiBase` through its host, port and
 * protocol options (STRIPE_API_BASE: Stripe itself, or a local stand-in in tests). Kept per key
 * and origin, as the admin may change keys at any time.
 */
function stripeClient(config: StripeConfig): Stripe {
  const secretKey = config.secretKey ?? '';
  const cacheKey = `${config.apiBase} ${secretKey}`;
  const known = clients.get(cacheKey);
  if (known) return known;
  const origin = new URL(config.apiBase);
  const protocol = origin.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(secretKey, {
    host: origin.hostname,
    port: origin.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 15_000,
    telemetry: false,
  });
  if (clients.size >= 4) clients.clear();
  clients.set(cacheKey, client);
  return client;
}

/**
 * Asks Stripe for a PaymentIntent through the SDK's `paymentIntents.create`. The amount is in
 * the currency's smallest unit, which for Stripe's zero-decimal currencies (JPY, KRW, …) is the
 * whole unit, as ISO 4217 says. The idempotency key makes a retried request answer the same
 * intent instead of a second one. Stripe's refusal is logged, never shown: a 502 for the caller.
 */
export async function createStripePaymentIntent(
  config: StripeConfig,
  request: {
    transactionId: number;
    userId: number;
    packageId: number;
    packageName: string;
    amountMinor: number;
    currency: string;
  },
  log: Logger,
): Promise<{ id: string; clientSecret: string }> {
  try {
    const intent = await stripeClient(config).paymentIntents.create(
      {
        amount: request.amountMinor,
        currency: request.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        description: request.packageName,
        metadata: {
          payment_transaction_id: String(request.transactionId),
          package_id: String(request.packageId),
          user_id: String(request.userId),
        },
      },
      { idempotencyKey: `hearth-payment-${request.transactionId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe answered an intent without a secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  } catch (error) {
    const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
    log.error(
      { gateway: 'stripe', status, answer: String(error).slice(0, 500) },
      'payment gateway refused a call',
    );
    throw gatewayUnavailable();
  }
}
