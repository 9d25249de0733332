import type { Logger } from '../core/logger';
import { gatewayRequest } from './gateway-request';
import type { StripeConfig } from './payment-config';

interface StripePaymentIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * Asks Stripe for a PaymentIntent (POST /v1/payment_intents, form-encoded, the secret key as
 * bearer). The amount is in the currency's smallest unit, which for Stripe's zero-decimal
 * currencies (JPY, KRW, …) is the whole unit, as ISO 4217 says. The idempotency key makes a
 * retried request answer the same intent instead of a second one.
 */
export function createStripePaymentIntent(
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
): Promise<StripePaymentIntent> {
  const body = new URLSearchParams({
    amount: String(request.amountMinor),
    currency: request.currency.toLowerCase(),
    'automatic_payment_methods[enabled]': 'true',
    description: request.packageName,
    'metadata[payment_transaction_id]': String(request.transactionId),
    'metadata[package_id]': String(request.packageId),
    'metadata[user_id]': String(request.userId),
  });
  return gatewayRequest<StripePaymentIntent>({
    gateway: 'stripe',
    url: `${config.apiBase}/v1/payment_intents`,
    method: 'POST',
    headers: {
      Authorization: `Bearer ${config.secretKey ?? ''}`,
      'Idempotency-Key': `hearth-payment-${request.transactionId}`,
    },
    body,
    log,
  });
}
