import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { gatewayDisplayNames, loadPaymentConfig } from './payment-config';
import type { PaymentWebhookAdapter, WebhookDelivery } from './payment-webhook-adapter';
import { settlePayment, type SettleResult } from './settle-payment';
import { refuseWebhook, webhookNotConfigured } from './webhook-refusal';

/**
 * `webhooks/<gateway>`: one flow for every gateway's confirmations. A gateway this site has not
 * configured answers 404; a delivery that fails the gateway's check is refused with 400 and
 * logged; a verified event settles its payment once (settlePayment: replays, duplicates and
 * other amounts grant nothing) or is acknowledged and ignored.
 */
export async function handlePaymentWebhook<Keys>(
  db: Database,
  adapter: PaymentWebhookAdapter<Keys>,
  delivery: WebhookDelivery,
  log: Logger,
): Promise<SettleResult | 'ignored'> {
  const keys = adapter.keysOf(await loadPaymentConfig(db));
  if (!keys) throw webhookNotConfigured(gatewayDisplayNames[adapter.gateway]);
  const verification = await adapter.verify(delivery, keys, log);
  if ('refusal' in verification) {
    throw refuseWebhook(log, adapter.gateway, verification.refusal);
  }
  const confirmation = await adapter.toOutcome(verification.event, { db, keys, log });
  return confirmation ? settlePayment(db, confirmation, log) : 'ignored';
}
