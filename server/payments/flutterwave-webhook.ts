import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyFlutterwaveTransaction } from './flutterwave-api';
import { amountToMinorUnits } from './money';
import type { FlutterwaveConfig } from './payment-config';
import type { PaymentWebhookAdapter } from './payment-webhook-adapter';
import { headerText, objectAt, parseEvent, textAt } from './webhook-refusal';

/** `verif-hash` equals the secret hash set on the dashboard (compared in constant time). */
export function verifyFlutterwaveHash(header: string | null, secretHash: string): boolean {
  if (!header) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header), digest(secretHash));
}

type FlutterwaveKeys = FlutterwaveConfig & { secretKey: string; webhookHash: string };

/**
 * `webhooks/flutterwave`: the `verif-hash` header must equal the secret hash; the event is then
 * not trusted as sent: the transaction is verified through Flutterwave's API, and only that
 * answer (successful, same tx_ref, amount and currency) grants.
 */
export const flutterwaveWebhook: PaymentWebhookAdapter<FlutterwaveKeys> = {
  gateway: 'flutterwave',
  keysOf: ({ flutterwave }) => {
    const { secretKey, webhookHash } = flutterwave;
    return secretKey && webhookHash ? { ...flutterwave, secretKey, webhookHash } : null;
  },
  async verify({ rawBody, headers }, { webhookHash }) {
    const header = headerText(headers, 'verif-hash');
    if (!header) return { refusal: 'no verif-hash header' };
    if (!verifyFlutterwaveHash(header, webhookHash))
      return { refusal: 'verif-hash does not match' };
    return { event: parseEvent(rawBody) };
  },
  async toOutcome(event, { keys, log }) {
    const data = objectAt(event, 'data');
    const flutterwaveId = textAt(data, 'id');
    const txRef = textAt(data, 'tx_ref');
    if (!flutterwaveId || !txRef) return null;
    const verified = await verifyFlutterwaveTransaction(keys, flutterwaveId, log);
    if (!verified || verified.tx_ref !== txRef) {
      log.warn(
        { gateway: 'flutterwave', flutterwaveId, txRef },
        'flutterwave transaction not verified',
      );
      return null;
    }
    // Flutterwave events carry no id: the transaction and its verified status stand for one.
    const eventId = `${textAt(event, 'event') ?? 'event'}:${flutterwaveId}:${verified.status}`;
    if (verified.status === 'successful') {
      return {
        gateway: 'flutterwave',
        reference: txRef,
        eventId,
        outcome: 'succeeded',
        amountMinor: amountToMinorUnits(verified.amount, verified.currency),
        currency: verified.currency,
      };
    }
    if (verified.status === 'failed') {
      return { gateway: 'flutterwave', reference: txRef, eventId, outcome: 'failed' };
    }
    return null;
  },
};
