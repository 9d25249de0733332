import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentWebhookAdapter } from './payment-webhook-adapter';
import { headerText, numberAt, objectAt, parseEvent, textAt } from './webhook-refusal';

/**
 * Paystack's signature: HMAC-SHA512 of the raw body keyed with the secret key, in hex (Paystack
 * publishes no Node SDK of its own, so this is its documented check, in constant time).
 */
export function verifyPaystackSignature(
  rawBody: Buffer,
  header: string | null,
  secretKey: string,
): boolean {
  if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(header, 'hex'), expected);
}

/**
 * `webhooks/paystack`: Paystack's events, signed in `x-paystack-signature`. `charge.success`
 * grants; a failed charge marks its pending transaction failed. Paystack events carry no id of
 * their own: the event name with the charge's id stands for one.
 */
export const paystackWebhook: PaymentWebhookAdapter<{ secretKey: string }> = {
  gateway: 'paystack',
  keysOf: ({ paystack }) => (paystack.secretKey ? { secretKey: paystack.secretKey } : null),
  async verify({ rawBody, headers }, { secretKey }) {
    const header = headerText(headers, 'x-paystack-signature');
    if (!header) return { refusal: 'no x-paystack-signature header' };
    if (!verifyPaystackSignature(rawBody, header, secretKey)) {
      return { refusal: 'signature does not match' };
    }
    return { event: parseEvent(rawBody) };
  },
  async toOutcome(event) {
    const name = textAt(event, 'event');
    const data = objectAt(event, 'data');
    const reference = textAt(data, 'reference');
    const chargeId = textAt(data, 'id');
    if (!name || !reference || !chargeId) return null;
    const eventId = `${name}:${chargeId}`;
    if (name === 'charge.success' && textAt(data, 'status') === 'success') {
      return {
        gateway: 'paystack',
        reference,
        eventId,
        outcome: 'succeeded',
        amountMinor: numberAt(data, 'amount'),
        currency: textAt(data, 'currency') ?? undefined,
      };
    }
    if (name === 'charge.failed' || textAt(data, 'status') === 'failed') {
      return { gateway: 'paystack', reference, eventId, outcome: 'failed' };
    }
    return null;
  },
};
