import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { loadPaymentConfig } from './payment-config';
import { settlePayment, type SettleResult } from './settle-payment';
import { verifyStripeSignature } from './verify-stripe-signature';
import {
  numberAt,
  objectAt,
  parseEvent,
  refuseWebhook,
  textAt,
  webhookNotConfigured,
} from './webhook-refusal';

const failureTypes = new Set(['payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * `webhooks/stripe`: Stripe's events, signed with the endpoint's secret (Stripe-Signature).
 * Only `payment_intent.succeeded` grants; a failed or canceled intent marks its pending
 * transaction failed; other event types are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  db: Database,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: Logger,
): Promise<SettleResult | 'ignored'> {
  const { stripe } = await loadPaymentConfig(db);
  if (!stripe.webhookSecret) throw webhookNotConfigured('Stripe');
  const header = headers['stripe-signature'];
  if (
    !verifyStripeSignature(
      rawBody,
      typeof header === 'string' ? header : undefined,
      stripe.webhookSecret,
    )
  ) {
    throw refuseWebhook(
      log,
      'stripe',
      header ? 'signature or timestamp does not match' : 'no Stripe-Signature header',
    );
  }
  const event = parseEvent(rawBody);
  const type = textAt(event, 'type');
  const eventId = textAt(event, 'id');
  const intent = objectAt(objectAt(event, 'data'), 'object');
  const reference = textAt(intent, 'id');
  if (!eventId || !reference) return 'ignored';
  if (type === 'payment_intent.succeeded') {
    return settlePayment(
      db,
      {
        gateway: 'stripe',
        reference,
        eventId,
        outcome: 'succeeded',
        amountMinor: numberAt(intent, 'amount_received') ?? numberAt(intent, 'amount'),
        currency: textAt(intent, 'currency') ?? undefined,
      },
      log,
    );
  }
  if (type && failureTypes.has(type)) {
    return settlePayment(db, { gateway: 'stripe', reference, eventId, outcome: 'failed' }, log);
  }
  return 'ignored';
}
