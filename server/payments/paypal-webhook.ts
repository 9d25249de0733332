import type { Database } from '../db/database';
import type { Logger } from '../core/logger';
import { priceToMinorUnits } from './money';
import type { PaypalConfig } from './payment-config';
import type { PaymentWebhookAdapter } from './payment-webhook-adapter';
import { capturePaypalOrder, verifyPaypalWebhook, type PaypalMoney } from './paypal-api';
import { lockTransactionByReference } from './payments-repository';
import type { GatewayConfirmation } from './settle-payment';
import { headerText, objectAt, parseEvent, textAt } from './webhook-refusal';

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
): Promise<GatewayConfirmation> {
  const paid = { gateway: 'paypal', reference: orderId, eventId } as const;
  const row = await lockTransactionByReference(db, 'paypal', orderId);
  // Unknown, or paid already: nothing to capture; the event is only recorded.
  if (!row || row.status === 'success') return { ...paid, outcome: 'succeeded' };
  const order = await capturePaypalOrder(config, orderId, log);
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const completed = order.status === 'COMPLETED' && capture?.status === 'COMPLETED';
  return { ...paid, outcome: completed ? 'succeeded' : 'failed', ...paidAmount(capture?.amount) };
}

/** What a capture event says of its order: PayPal keeps the order's id beside the capture. */
function captureOutcome(
  type: string,
  resource: Record<string, unknown>,
  eventId: string,
): GatewayConfirmation | null {
  const related = objectAt(objectAt(resource, 'supplementary_data'), 'related_ids');
  const orderId = textAt(related, 'order_id');
  if (!orderId) return null;
  const paid = { gateway: 'paypal', reference: orderId, eventId } as const;
  if (type === 'PAYMENT.CAPTURE.COMPLETED') {
    const amount = objectAt(resource, 'amount');
    const value = textAt(amount, 'value');
    const currency = textAt(amount, 'currency_code');
    const money = value && currency ? { value, currency_code: currency } : undefined;
    return { ...paid, outcome: 'succeeded', ...paidAmount(money) };
  }
  if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.DECLINED') {
    return { ...paid, outcome: 'failed' };
  }
  return null;
}

type PaypalKeys = PaypalConfig & { clientId: string; clientSecret: string; webhookId: string };

/**
 * `webhooks/paypal`: PayPal's events, checked through PayPal's verify-webhook-signature call.
 * An approved order (CHECKOUT.ORDER.APPROVED) is captured and a completed capture grants
 * (PAYMENT.CAPTURE.COMPLETED grants too, for a capture made elsewhere); a denied capture marks
 * the transaction failed.
 */
export const paypalWebhook: PaymentWebhookAdapter<PaypalKeys> = {
  gateway: 'paypal',
  keysOf: ({ paypal }) => {
    const { clientId, clientSecret, webhookId } = paypal;
    return clientId && clientSecret && webhookId
      ? { ...paypal, clientId, clientSecret, webhookId }
      : null;
  },
  async verify({ rawBody, headers }, keys, log) {
    const authAlgo = headerText(headers, 'paypal-auth-algo');
    const certUrl = headerText(headers, 'paypal-cert-url');
    const transmissionId = headerText(headers, 'paypal-transmission-id');
    const transmissionSig = headerText(headers, 'paypal-transmission-sig');
    const transmissionTime = headerText(headers, 'paypal-transmission-time');
    if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
      return { refusal: 'transmission headers missing' };
    }
    const event = parseEvent(rawBody);
    const transmission = { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
    const isVerified = await verifyPaypalWebhook(keys, transmission, rawBody.toString('utf8'), log);
    return isVerified ? { event } : { refusal: 'PayPal did not verify the signature' };
  },
  async toOutcome(event, { db, keys, log }) {
    const type = textAt(event, 'event_type');
    const eventId = textAt(event, 'id');
    const resource = objectAt(event, 'resource');
    if (!type || !eventId) return null;
    if (type === 'CHECKOUT.ORDER.APPROVED') {
      const orderId = textAt(resource, 'id');
      return orderId ? captureApprovedOrder(db, keys, orderId, eventId, log) : null;
    }
    return captureOutcome(type, resource, eventId);
  },
};
