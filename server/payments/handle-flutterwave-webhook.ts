import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { verifyFlutterwaveTransaction } from './flutterwave-api';
import { amountToMinorUnits } from './money';
import { loadPaymentConfig } from './payment-config';
import { settlePayment, type SettleResult } from './settle-payment';
import {
  objectAt,
  parseEvent,
  refuseWebhook,
  textAt,
  webhookNotConfigured,
} from './webhook-refusal';

/** `verif-hash` equals the secret hash set on the dashboard (compared in constant time). */
export function verifyFlutterwaveHash(header: string | undefined, secretHash: string): boolean {
  if (!header) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header), digest(secretHash));
}

/**
 * `webhooks/flutterwave`: the `verif-hash` header must equal the secret hash; the event is then
 * not trusted as sent: the transaction is verified through Flutterwave's API, and only that
 * answer (successful, same tx_ref, amount and currency) grants.
 */
export async function handleFlutterwaveWebhook(
  db: Database,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: Logger,
): Promise<SettleResult | 'ignored'> {
  const { flutterwave } = await loadPaymentConfig(db);
  if (!flutterwave.secretKey || !flutterwave.webhookHash) throw webhookNotConfigured('Flutterwave');
  const header = headers['verif-hash'];
  if (
    !verifyFlutterwaveHash(typeof header === 'string' ? header : undefined, flutterwave.webhookHash)
  ) {
    throw refuseWebhook(
      log,
      'flutterwave',
      header ? 'verif-hash does not match' : 'no verif-hash header',
    );
  }
  const event = parseEvent(rawBody);
  const data = objectAt(event, 'data');
  const flutterwaveId = textAt(data, 'id');
  const txRef = textAt(data, 'tx_ref');
  if (!flutterwaveId || !txRef) return 'ignored';
  const verified = await verifyFlutterwaveTransaction(flutterwave, flutterwaveId, log);
  if (!verified || verified.tx_ref !== txRef) {
    log.warn(
      { gateway: 'flutterwave', flutterwaveId, txRef },
      'flutterwave transaction not verified',
    );
    return 'ignored';
  }
  // Flutterwave events carry no id: the transaction and its verified status stand for one.
  const eventId = `${textAt(event, 'event') ?? 'event'}:${flutterwaveId}:${verified.status}`;
  if (verified.status === 'successful') {
    return settlePayment(
      db,
      {
        gateway: 'flutterwave',
        reference: txRef,
        eventId,
        outcome: 'succeeded',
        amountMinor: amountToMinorUnits(verified.amount, verified.currency),
        currency: verified.currency,
      },
      log,
    );
  }
  if (verified.status === 'failed') {
    return settlePayment(
      db,
      { gateway: 'flutterwave', reference: txRef, eventId, outcome: 'failed' },
      log,
    );
  }
  return 'ignored';
}
