import type { Logger } from '../core/logger';
import { gatewayRequest } from './gateway-request';
import type { PaypalConfig } from './payment-config';

interface PaypalLink {
  href: string;
  rel: string;
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: {
    reference_id?: string;
    payments?: { captures?: { id: string; status: string; amount?: PaypalMoney }[] };
  }[];
}

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

/** An OAuth access token for the REST app (client credentials). */
async function accessToken(config: PaypalConfig, log: Logger): Promise<string> {
  const basic = Buffer.from(`${config.clientId ?? ''}:${config.clientSecret ?? ''}`).toString(
    'base64',
  );
  const answer = await gatewayRequest<{ access_token: string }>({
    gateway: 'paypal',
    url: `${config.apiBase}/v1/oauth2/token`,
    method: 'POST',
    headers: { Authorization: `Basic ${basic}` },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
    log,
  });
  return answer.access_token;
}

/** POST /v2/checkout/orders: an order to capture once the buyer approves it. */
export async function createPaypalOrder(
  config: PaypalConfig,
  request: {
    transactionId: number;
    description: string;
    amount: PaypalMoney;
    returnUrl: string;
    cancelUrl: string;
  },
  log: Logger,
): Promise<{ id: string; approveUrl: string | null }> {
  const token = await accessToken(config, log);
  const order = await gatewayRequest<PaypalOrder>({
    gateway: 'paypal',
    url: `${config.apiBase}/v2/checkout/orders`,
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'PayPal-Request-Id': `hearth-payment-${request.transactionId}`,
    },
    body: {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(request.transactionId),
          custom_id: String(request.transactionId),
          description: request.description.slice(0, 127),
          amount: request.amount,
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
        },
      },
    },
    log,
  });
  const link = order.links?.find(
    (entry) => entry.rel === 'payer-action' || entry.rel === 'approve',
  );
  return { id: order.id, approveUrl: link?.href ?? null };
}

/** POST /v2/checkout/orders/{id}/capture, once per order (PayPal-Request-Id). */
export async function capturePaypalOrder(
  config: PaypalConfig,
  orderId: string,
  log: Logger,
): Promise<PaypalOrder> {
  const token = await accessToken(config, log);
  return gatewayRequest<PaypalOrder>({
    gateway: 'paypal',
    url: `${config.apiBase}/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'PayPal-Request-Id': `hearth-capture-${orderId}` },
    body: {},
    log,
  });
}

export interface PaypalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/**
 * PayPal's own check of a webhook (POST /v1/notifications/verify-webhook-signature): the
 * transmission headers, our webhook id and the event exactly as received.
 */
export async function verifyPaypalWebhook(
  config: PaypalConfig,
  transmission: PaypalTransmission,
  rawEvent: string,
  log: Logger,
): Promise<boolean> {
  const token = await accessToken(config, log);
  const fields = JSON.stringify({
    auth_algo: transmission.authAlgo,
    cert_url: transmission.certUrl,
    transmission_id: transmission.transmissionId,
    transmission_sig: transmission.transmissionSig,
    transmission_time: transmission.transmissionTime,
    webhook_id: config.webhookId,
  });
  const answer = await gatewayRequest<{ verification_status?: string }>({
    gateway: 'paypal',
    url: `${config.apiBase}/v1/notifications/verify-webhook-signature`,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    // The event goes back byte for byte: re-serialising it could change what was signed.
    rawJson: `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`,
    log,
  });
  return answer.verification_status === 'SUCCESS';
}
