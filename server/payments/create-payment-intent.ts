import type { StripePaymentIntentDto } from '@/contracts/dto/payment-dto';
import type { CreatePaymentIntentInput } from '@/contracts/requests/payment-requests';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { setGatewayReference } from './payments-repository';
import { startPayment } from './start-payment';
import { createStripePaymentIntent } from './stripe-api';

/**
 * `create-payment-intent`: records a pending transaction and asks Stripe for a PaymentIntent
 * for the package's price. The browser confirms it with the Payment Element; only Stripe's
 * signed `payment_intent.succeeded` webhook grants the package.
 */
export function createPaymentIntent(
  db: Database,
  viewer: Viewer,
  input: CreatePaymentIntentInput,
  log: Logger,
): Promise<StripePaymentIntentDto> {
  const request = {
    packageId: input.package_id,
    gateway: 'stripe',
    platformType: input.platform_type,
  } as const;
  return startPayment(db, viewer, request, async ({ config, transaction, amountMinor }) => {
    const intent = await createStripePaymentIntent(
      config.stripe,
      {
        transactionId: transaction.id,
        userId: viewer.userId,
        packageId: input.package_id,
        packageName: transaction.packageName,
        amountMinor,
        currency: config.currency,
      },
      log,
    );
    await setGatewayReference(db, transaction.id, intent.id);
    return {
      payment_transaction_id: transaction.id,
      payment_intent_id: intent.id,
      client_secret: intent.clientSecret,
      publishable_key: config.stripe.publishableKey ?? '',
      amount_minor: amountMinor,
      currency: config.currency,
    };
  });
}
