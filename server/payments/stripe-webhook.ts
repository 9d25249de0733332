import Stripe from 'stripe';
import type { PaymentWebhookAdapter } from './payment-webhook-adapter';
import {
  asEvent,
  eventNotAnObject,
  headerText,
  numberAt,
  objectAt,
  textAt,
} from './webhook-refusal';

/** Stripe's default tolerance between the signature's timestamp and the delivery. */
const toleranceSeconds = 300;
const failureTypes = new Set(['payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * `webhooks/stripe`: Stripe's events, checked by the Stripe SDK's `webhooks.constructEvent`
 * (Stripe-Signature: HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret, `t` at most
 * five minutes before the delivery, so a captured request cannot be replayed later). Only
 * `payment_intent.succeeded` grants; a failed or canceled intent fails its pending payment.
 */
export const stripeWebhook: PaymentWebhookAdapter<{ webhookSecret: string }> = {
  gateway: 'stripe',
  keysOf: ({ stripe }) => (stripe.webhookSecret ? { webhookSecret: stripe.webhookSecret } : null),
  async verify({ rawBody, headers, receivedAt }, { webhookSecret }) {
    const header = headerText(headers, 'stripe-signature');
    if (!header) return { refusal: 'no Stripe-Signature header' };
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(
        rawBody,
        header,
        webhookSecret,
        toleranceSeconds,
        undefined,
        receivedAt,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        return { refusal: 'signature or timestamp does not match' };
      }
      if (error instanceof SyntaxError) throw eventNotAnObject();
      throw error;
    }
    return { event: asEvent(event) };
  },
  async toOutcome(event) {
    const type = textAt(event, 'type');
    const eventId = textAt(event, 'id');
    const intent = objectAt(objectAt(event, 'data'), 'object');
    const reference = textAt(intent, 'id');
    if (!eventId || !reference) return null;
    if (type === 'payment_intent.succeeded') {
      return {
        gateway: 'stripe',
        reference,
        eventId,
        outcome: 'succeeded',
        amountMinor: numberAt(intent, 'amount_received') ?? numberAt(intent, 'amount'),
        currency: textAt(intent, 'currency') ?? undefined,
      };
    }
    if (type && failureTypes.has(type)) {
      return { gateway: 'stripe', reference, eventId, outcome: 'failed' };
    }
    return null;
  },
};
