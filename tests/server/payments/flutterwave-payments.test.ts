import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import { expectSignatureRefused, setUpGatewayTests } from '../../support/payments-test-kit';
import { noticesOf } from '../../support/notifications-kit';

const kit = setUpGatewayTests({
  gateway: 'flutterwave',
  currency: { code: 'KES', symbol: 'KSh', name: 'Kenyan Shilling' },
});

beforeAll(async () => {
  kit.gateway.answer('POST /v3/payments', (request) => {
    const body = JSON.parse(request.body) as { tx_ref: string };
    return {
      json: {
        status: 'success',
        data: { link: `https://checkout.flutterwave.test/pay/${body.tx_ref}` },
      },
    };
  });
});

let flutterwaveIds = 4_000;

/** Opens a payment; Flutterwave's API will say it is `status` for `amount`. */
async function openFlutterwavePayment(
  verified: { status: string; amount: number } = {
    status: 'successful',
    amount: 1500,
  },
) {
  const buyer = await kit.buyer();
  const item = await kit.paidPackage({ price: '1500.00' });
  const response = await kit.api.call<PaymentRedirectDto>('POST', 'flutterwave', {
    token: buyer.token,
    json: { package_id: item.id },
  });
  if (response.body.error) throw new Error(response.body.message);
  const payment = response.body.data;
  flutterwaveIds += 1;
  const id = flutterwaveIds;
  kit.gateway.answer(`GET /v3/transactions/${id}/verify`, () => ({
    json: {
      status: 'success',
      data: { id, tx_ref: payment.gateway_reference, currency: 'KES', ...verified },
    },
  }));
  return { buyer, item, payment, flutterwaveId: id };
}

function chargeCompleted(flutterwaveId: number, txRef: string, status = 'successful') {
  return JSON.stringify({
    event: 'charge.completed',
    data: { id: flutterwaveId, tx_ref: txRef, status, amount: 1500, currency: 'KES' },
  });
}

function postFlutterwave(
  body: string,
  hash: string | null = kit.credentials.FLUTTERWAVE_WEBHOOK_HASH,
) {
  return kit.api.call<{ result: string }>('POST', 'webhooks/flutterwave', {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      ...(hash === null ? {} : { 'verif-hash': hash }),
    },
  });
}

describe('flutterwave', () => {
  it('opens a hosted checkout for the package price with our tx_ref', async () => {
    const { payment } = await openFlutterwavePayment();
    expect(payment.gateway_reference).toBe(`hearth-${payment.payment_transaction_id}`);
    expect(payment.redirect_url).toBe(
      `https://checkout.flutterwave.test/pay/${payment.gateway_reference}`,
    );
    const sent = JSON.parse(
      kit.gateway.requests.filter((r) => r.path === '/v3/payments').at(-1)!.body,
    ) as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: '1500.00',
      currency: 'KES',
      tx_ref: payment.gateway_reference,
    });
  });
});

describe('webhooks/flutterwave', () => {
  it('verifies the transaction by its API and grants once', async () => {
    const { buyer, item, payment, flutterwaveId } = await openFlutterwavePayment();
    const response = await postFlutterwave(
      chargeCompleted(flutterwaveId, payment.gateway_reference),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { result: 'granted' } });
    expect(
      kit.gateway.requests.some((r) => r.path === `/v3/transactions/${flutterwaveId}/verify`),
    ).toBe(true);
    const granted = await kit.grantedPackages(buyer.user.id);
    expect(granted.map((row) => row.packageId)).toEqual([item.id]);
    expect(
      (await noticesOf(kit.api, buyer)).map((notice) => [notice.type, notice.params.package]),
    ).toEqual([['package_bought', item.name]]);
  });

  it('grants nothing more when the event is replayed', async () => {
    const { buyer, payment, flutterwaveId } = await openFlutterwavePayment();
    const body = chargeCompleted(flutterwaveId, payment.gateway_reference);
    await postFlutterwave(body);
    const replay = await postFlutterwave(body);
    expect(replay.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
  });

  it('believes the API, not the event: an event saying successful for a failed payment grants nothing', async () => {
    const { buyer, item, payment, flutterwaveId } = await openFlutterwavePayment({
      status: 'failed',
      amount: 1500,
    });
    const response = await postFlutterwave(
      chargeCompleted(flutterwaveId, payment.gateway_reference),
    );
    expect(response.body).toMatchObject({ data: { result: 'failed' } });
    expect((await kit.transaction(payment.payment_transaction_id)).status).toBe('failed');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
    expect(await noticesOf(kit.api, buyer)).toEqual([
      {
        type: 'payment_failed',
        params: { package: item.name },
        link: '/user/transaction-history',
      },
    ]);
  });

  it('does not grant when the verified amount is less than the price', async () => {
    const { buyer, payment, flutterwaveId } = await openFlutterwavePayment({
      status: 'successful',
      amount: 15,
    });
    const response = await postFlutterwave(
      chargeCompleted(flutterwaveId, payment.gateway_reference),
    );
    expect(response.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });

  it('refuses a wrong or missing verif-hash with 400, logged, without asking the API', async () => {
    const { buyer, payment, flutterwaveId } = await openFlutterwavePayment();
    const asked = kit.gateway.requests.length;
    const before = kit.logs.lines.length;
    const body = chargeCompleted(flutterwaveId, payment.gateway_reference);
    expectSignatureRefused([
      await postFlutterwave(body, 'guessed'),
      await postFlutterwave(body, null),
    ]);
    expect(kit.gateway.requests.length).toBe(asked);
    expect(kit.refusalsLoggedSince(before)).toHaveLength(2);
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });
});
