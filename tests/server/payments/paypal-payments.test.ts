import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import { expectSignatureRefused, setUpGatewayTests } from '../../support/payments-test-kit';

const goodSignature = 'signature-paypal-accepts';
const kit = setUpGatewayTests({
  gateway: 'paypal',
  currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
});
let orders = 0;
/** The events PayPal was asked to verify, as PayPal received them. */
const verifiedEvents: unknown[] = [];

beforeAll(async () => {
  kit.gateway.answer('POST /v1/oauth2/token', () => ({
    json: { access_token: 'A21-fake-token', token_type: 'Bearer' },
  }));
  kit.gateway.answer('POST /v2/checkout/orders', () => {
    orders += 1;
    const id = `ORDER-${orders}`;
    return {
      status: 201,
      json: {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: `https://paypal.test/checkoutnow?token=${id}` }],
      },
    };
  });
  kit.gateway.answer('POST /v1/notifications/verify-webhook-signature', (request) => {
    const body = JSON.parse(request.body) as {
      transmission_sig: string;
      webhook_id: string;
      webhook_event: unknown;
    };
    verifiedEvents.push(body.webhook_event);
    const accepted =
      body.transmission_sig === goodSignature &&
      body.webhook_id === kit.credentials.PAYPAL_WEBHOOK_ID;
    return { json: { verification_status: accepted ? 'SUCCESS' : 'FAILURE' } };
  });
});

async function openPaypalOrder(price = '25.00', amount: number | string = 25) {
  const buyer = await kit.buyer();
  const item = await kit.paidPackage({ price });
  const response = await kit.api.call<PaymentRedirectDto>('GET', 'paypal', {
    token: buyer.token,
    query: { package_id: item.id, amount },
  });
  return { buyer, item, response };
}

/** PayPal captures the order and answers the completed capture. */
function captureCompletes(orderId: string, value = '25.00') {
  kit.gateway.answer(`POST /v2/checkout/orders/${orderId}/capture`, () => ({
    status: 201,
    json: {
      id: orderId,
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              {
                id: `CAP-${orderId}`,
                status: 'COMPLETED',
                amount: { currency_code: 'USD', value },
              },
            ],
          },
        },
      ],
    },
  }));
}

let eventCounter = 0;

function paypalEvent(type: string, orderId: string, value = '25.00') {
  eventCounter += 1;
  const resource =
    type === 'CHECKOUT.ORDER.APPROVED'
      ? { id: orderId, status: 'APPROVED' }
      : {
          id: `CAP-${orderId}`,
          status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
          amount: { currency_code: 'USD', value },
          supplementary_data: { related_ids: { order_id: orderId } },
        };
  return JSON.stringify({ id: `WH-EVT-${eventCounter}`, event_type: type, resource });
}

function postPaypal(body: string, signature = goodSignature, headers: Record<string, string> = {}) {
  return kit.api.call<{ result: string }>('POST', 'webhooks/paypal', {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': `tx-${eventCounter}`,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
      ...headers,
    },
  });
}

describe('paypal', () => {
  it('creates an order for the package price and answers the approval URL', async () => {
    const { response } = await openPaypalOrder('25.00', 25);
    if (response.body.error) throw new Error(response.body.message);
    const payment = response.body.data;
    expect(payment.redirect_url).toBe(
      `https://paypal.test/checkoutnow?token=${payment.gateway_reference}`,
    );
    const order = JSON.parse(
      kit.gateway.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body,
    ) as {
      purchase_units: { amount: { value: string; currency_code: string } }[];
    };
    expect(order.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '25.00' });
    expect(await kit.transaction(payment.payment_transaction_id)).toMatchObject({
      status: 'pending',
      gateway: 'paypal',
      gatewayReference: payment.gateway_reference,
    });
  });

  it("refuses an amount that is not the package's price", async () => {
    const { response } = await openPaypalOrder('25.00', 1);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: true, code: 'payment_amount_mismatch' });
  });
});

describe('webhooks/paypal', () => {
  it('captures an approved order once PayPal verified the event, and grants once', async () => {
    const { buyer, item, response } = await openPaypalOrder();
    if (response.body.error) throw new Error(response.body.message);
    const orderId = response.body.data.gateway_reference;
    captureCompletes(orderId);
    const body = paypalEvent('CHECKOUT.ORDER.APPROVED', orderId);
    const approved = await postPaypal(body);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ data: { result: 'granted' } });
    expect(verifiedEvents.at(-1)).toEqual(JSON.parse(body));
    const granted = await kit.grantedPackages(buyer.user.id);
    expect(granted.map((row) => row.packageId)).toEqual([item.id]);

    // PayPal then reports the capture itself: nothing more is granted.
    const completed = await postPaypal(paypalEvent('PAYMENT.CAPTURE.COMPLETED', orderId));
    expect(completed.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
  });

  it('grants nothing more for a replayed event or a late denial', async () => {
    const { buyer, response } = await openPaypalOrder();
    if (response.body.error) throw new Error(response.body.message);
    const orderId = response.body.data.gateway_reference;
    const body = paypalEvent('PAYMENT.CAPTURE.COMPLETED', orderId);
    const first = await postPaypal(body);
    const replay = await postPaypal(body);
    const denied = await postPaypal(paypalEvent('PAYMENT.CAPTURE.DENIED', orderId));
    expect(first.body).toMatchObject({ data: { result: 'granted' } });
    expect(replay.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(denied.body).toMatchObject({ data: { result: 'unchanged' } });
    expect((await kit.transaction(response.body.data.payment_transaction_id)).status).toBe(
      'success',
    );
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
  });

  it('refuses an event PayPal does not verify, with 400, logged, granting nothing', async () => {
    const { buyer, response } = await openPaypalOrder();
    if (response.body.error) throw new Error(response.body.message);
    const orderId = response.body.data.gateway_reference;
    const before = kit.logs.lines.length;
    const forged = await postPaypal(paypalEvent('PAYMENT.CAPTURE.COMPLETED', orderId), 'forged');
    const headless = await postPaypal(
      paypalEvent('PAYMENT.CAPTURE.COMPLETED', orderId),
      goodSignature,
      {
        'paypal-transmission-sig': '',
      },
    );
    expectSignatureRefused([forged, headless]);
    expect(kit.refusalsLoggedSince(before)).toHaveLength(2);
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });
});
