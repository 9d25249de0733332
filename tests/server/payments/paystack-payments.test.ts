import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRedirectDto } from '@/contracts/dto/payment-dto';
import { expectSignatureRefused, setUpGatewayTests } from '../../support/payments-test-kit';

const kit = setUpGatewayTests({
  gateway: 'paystack',
  currency: { code: 'NGN', symbol: '₦', name: 'Naira' },
});

beforeAll(async () => {
  kit.gateway.answer('POST /transaction/initialize', (request) => {
    const body = JSON.parse(request.body) as { reference: string };
    return {
      json: {
        status: true,
        data: {
          authorization_url: `https://checkout.paystack.test/${body.reference}`,
          reference: body.reference,
        },
      },
    };
  });
});

async function openPaystackPayment(price = '5000.00') {
  const buyer = await kit.buyer();
  const item = await kit.paidPackage({ price });
  const response = await kit.api.call<PaymentRedirectDto>('POST', 'paystack', {
    token: buyer.token,
    json: { package_id: item.id },
  });
  if (response.body.error) throw new Error(response.body.message);
  return { buyer, item, payment: response.body.data };
}

let chargeId = 0;

function chargeEvent(reference: string, amount: number, event = 'charge.success') {
  chargeId += 1;
  return JSON.stringify({
    event,
    data: {
      id: 90_000 + chargeId,
      status: event === 'charge.success' ? 'success' : 'failed',
      reference,
      amount,
      currency: 'NGN',
    },
  });
}

const sign = (body: string, key = kit.credentials.PAYSTACK_SECRET_KEY) =>
  createHmac('sha512', key).update(body).digest('hex');

function postPaystack(body: string, signature: string | null) {
  return kit.api.call<{ result: string }>('POST', 'webhooks/paystack', {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
  });
}

describe('paystack', () => {
  it('initialises a Paystack transaction for the price in kobo and answers its checkout URL', async () => {
    const { payment } = await openPaystackPayment('5000.50');
    expect(payment.redirect_url).toBe(
      `https://checkout.paystack.test/${payment.gateway_reference}`,
    );
    const sent = kit.gateway.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${kit.credentials.PAYSTACK_SECRET_KEY}`);
    expect(JSON.parse(sent.body)).toMatchObject({
      amount: '500050',
      currency: 'NGN',
      reference: payment.gateway_reference,
    });
    const row = await kit.transaction(payment.payment_transaction_id);
    expect(row).toMatchObject({ status: 'pending', gateway: 'paystack', amountMinor: 500_050 });
  });
});

describe('webhooks/paystack', () => {
  it('grants the package once on a signed charge.success', async () => {
    const { buyer, item, payment } = await openPaystackPayment();
    const body = chargeEvent(payment.gateway_reference, 500_000);
    const response = await postPaystack(body, sign(body));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { result: 'granted' } });
    expect((await kit.transaction(payment.payment_transaction_id)).status).toBe('success');
    const granted = await kit.grantedPackages(buyer.user.id);
    expect(granted.map((row) => row.packageId)).toEqual([item.id]);
  });

  it('grants nothing more for a replayed event or a late failure of the same payment', async () => {
    const { buyer, payment } = await openPaystackPayment();
    const body = chargeEvent(payment.gateway_reference, 500_000);
    await postPaystack(body, sign(body));
    const replay = await postPaystack(body, sign(body));
    const late = chargeEvent(payment.gateway_reference, 500_000, 'charge.failed');
    const lateFailure = await postPaystack(late, sign(late));
    expect(replay.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(lateFailure.body).toMatchObject({ data: { result: 'unchanged' } });
    expect((await kit.transaction(payment.payment_transaction_id)).status).toBe('success');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
  });

  it('refuses a bad signature with 400, logs it, and grants nothing', async () => {
    const { buyer, payment } = await openPaystackPayment();
    const body = chargeEvent(payment.gateway_reference, 500_000);
    const before = kit.logs.lines.length;
    const forged = await postPaystack(body, sign(body, 'sk_test_someone_else'));
    const missing = await postPaystack(body, null);
    expectSignatureRefused([forged, missing]);
    expect(kit.refusalsLoggedSince(before)).toEqual([
      expect.objectContaining({ gateway: 'paystack' }),
      expect.objectContaining({ gateway: 'paystack' }),
    ]);
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });
});
