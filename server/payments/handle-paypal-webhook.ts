import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { priceToMinorUnits } from './money';
import { loadPaymentConfig, type PaypalConfig } from './payment-config';
import { capturePaypalOrder, verifyPaypalWebhook, type PaypalMoney } from './paypal-api';
import { lockTransactionByReference } from './payments-repository';
import { settlePayment, type SettleResult } from './settle-payment';
import {
  objectAt,
  parseEvent,
  refuseWebhook,
  textAt,
  webhookNotConfigured,
} from './webhook-refusal';

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

function paidAmount(money: PaypalMoney | undefined): { amountMinor?: number; currency?: string } {
  if (!money || !/^\d+(\.\d+)?$/.test(money.value)) return {};
  return {
    amountMinor: priceToMinorUnits(money.value, money.currency_code),
    currency: money.currency_code,
  };
}

/** An approved order is captured here; the capture's answer settles it at once. */
async function captureApprovedOrder(
  db: Database,
  config: PaypalConfig,
  orderId: string,
  eventId: string,
  log: Logger,
): Promise<SettleResult> {
  const row = await lockTransactionByReference(db, 'paypal', orderId);
  if (!row || row.status === 'success') {
    // Unknown, or paid already: nothing to capture; the event is only recorded.
    return settlePayment(
      db,
      { gateway: 'paypal', reference: orderId, eventId, outcome: 'succeeded' },
      log,
    );
  }
  const order = await capturePaypalOrder(config, orderId, log);
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const completed = order.status === 'COMPLETED' && capture?.status === 'COMPLETED';
  return settlePayment(
    db,
    {
      gateway: 'paypal',
      reference: orderId,
      eventId,
      outcome: completed ? 'succeeded' : 'failed',
      ...paidAmount(capture?.amount),
    },
    log,
  );
}

/**
 * `webhooks/paypal`: PayPal's events, checked through PayPal's verify-webhook-signature call.
 * An approved order (CHECKOUT.ORDER.APPROVED) is captured and a completed capture grants
 * (PAYMENT.CAPTURE.COMPLETED grants too, for a capture made elsewhere); a denied capture marks
 * the transaction failed.
 */
export async function handlePaypalWebhook(
  db: Database,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: Logger,
): Promise<SettleResult | 'ignored'> {
  const { paypal } = await loadPaymentConfig(db);
  if (!paypal.clientId || !paypal.clientSecret || !paypal.webhookId) {
    throw webhookNotConfigured('PayPal');
  }
  const transmission = {
    authAlgo: header(headers, 'paypal-auth-algo'),
    certUrl: header(headers, 'paypal-cert-url'),
    transmissionId: header(headers, 'paypal-transmission-id'),
    transmissionSig: header(headers, 'paypal-transmission-sig'),
    transmissionTime: header(headers, 'paypal-transmission-time'),
  };
  const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = transmission;
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    throw refuseWebhook(log, 'paypal', 'transmission headers missing');
  }
  const event = parseEvent(rawBody);
  const verified = await verifyPaypalWebhook(
    paypal,
    { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime },
    rawBody.toString('utf8'),
    log,
  );
  if (!verified) throw refuseWebhook(log, 'paypal', 'PayPal did not verify the signature');

  const type = textAt(event, 'event_type');
  const eventId = textAt(event, 'id');
  const resource = objectAt(event, 'resource');
  if (!type || !eventId) return 'ignored';
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    const orderId = textAt(resource, 'id');
    return orderId ? captureApprovedOrder(db, paypal, orderId, eventId, log) : 'ignored';
  }
  const orderId = textAt(
    objectAt(objectAt(resource, 'supplementary_data'), 'related_ids'),
    'order_id',
  );
  if (!orderId) return 'ignored';
  if (type === 'PAYMENT.CAPTURE.COMPLETED') {
    const amount = objectAt(resource, 'amount');
    const value = textAt(amount, 'value');
    const currency = textAt(amount, 'currency_code');
    return settlePayment(
      db,
      {
        gateway: 'paypal',
        reference: orderId,
        eventId,
        outcome: 'succeeded',
        ...paidAmount(value && currency ? { value, currency_code: currency } : undefined),
      },
      log,
    );
  }
  if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.DECLINED') {
    return settlePayment(
      db,
      { gateway: 'paypal', reference: orderId, eventId, outcome: 'failed' },
      log,
    );
  }
  return 'ignored';
}
