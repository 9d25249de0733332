import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { loadPaymentConfig } from './payment-config';
import { settlePayment, type SettleResult } from './settle-payment';
import {
  numberAt,
  objectAt,
  parseEvent,
  refuseWebhook,
  textAt,
  webhookNotConfigured,
} from './webhook-refusal';

/** Paystack's signature: HMAC-SHA512 of the raw body keyed with the secret key, in hex. */
export function verifyPaystackSignature(
  rawBody: Buffer,
  header: string | undefined,
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
export async function handlePaystackWebhook(
  db: Database,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: Logger,
): Promise<SettleResult | 'ignored'> {
  const { paystack } = await loadPaymentConfig(db);
  if (!paystack.secretKey) throw webhookNotConfigured('Paystack');
  const header = headers['x-paystack-signature'];
  if (
    !verifyPaystackSignature(
      rawBody,
      typeof header === 'string' ? header : undefined,
      paystack.secretKey,
    )
  ) {
    throw refuseWebhook(
      log,
      'paystack',
      header ? 'signature does not match' : 'no x-paystack-signature header',
    );
  }
  const event = parseEvent(rawBody);
  const name = textAt(event, 'event');
  const data = objectAt(event, 'data');
  const reference = textAt(data, 'reference');
  const chargeId = textAt(data, 'id');
  if (!name || !reference || !chargeId) return 'ignored';
  const eventId = `${name}:${chargeId}`;
  if (name === 'charge.success' && textAt(data, 'status') === 'success') {
    return settlePayment(
      db,
      {
        gateway: 'paystack',
        reference,
        eventId,
        outcome: 'succeeded',
        amountMinor: numberAt(data, 'amount'),
        currency: textAt(data, 'currency') ?? undefined,
      },
      log,
    );
  }
  if (name === 'charge.failed' || textAt(data, 'status') === 'failed') {
    return settlePayment(db, { gateway: 'paystack', reference, eventId, outcome: 'failed' }, log);
  }
  return 'ignored';
}
