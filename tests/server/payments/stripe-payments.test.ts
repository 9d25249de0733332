import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTransactionDto, StripePaymentIntentDto } from '@/contracts/dto/payment-dto';
import { putSetting } from '../../support/factories';
import {
  expectSignatureRefused,
  insertTransaction,
  signStripeEvent,
  startFakeGateway,
  usePaymentEnv,
  setUpGatewayTests,
} from '../../support/payments-test-kit';

const kit = setUpGatewayTests({
  gateway: 'stripe',
  currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
});
let intents = 0;

beforeAll(async () => {
  kit.gateway.answer('POST /v1/payment_intents', (request) => {
    const form = new URLSearchParams(request.body);
    intents += 1;
    return {
      json: {
        id: `pi_fake_${intents}`,
        client_secret: `pi_fake_${intents}_secret_abc`,
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
      },
    };
  });
});

function createIntent(token: string, packageId: number) {
  return kit.api.call<StripePaymentIntentDto>('POST', 'create-payment-intent', {
    token,
    json: { package_id: packageId, platform_type: 'web' },
  });
}

describe('create-payment-intent against a fake Stripe API', () => {
  it("asks Stripe for the package's price in cents and records a pending transaction", async () => {
    const buyer = await kit.buyer();
    const item = await kit.paidPackage({ price: '19.99' });
    const response = await createIntent(buyer.token, item.id);
    expect(response.status).toBe(200);
    if (response.body.error) throw new Error(response.body.message);
    const answer = response.body.data;
    expect(answer).toMatchObject({
      amount_minor: 1999,
      currency: 'USD',
      publishable_key: 'pk_test_hearth',
    });
    expect(answer.client_secret).toMatch(/^pi_fake_\d+_secret_/);

    const sent = kit.gateway.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_hearth');
    expect(sent.headers['idempotency-key']).toBe(`hearth-payment-${answer.payment_transaction_id}`);
    const form = new URLSearchParams(sent.body);
    expect(form.get('amount')).toBe('1999');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[payment_transaction_id]')).toBe(
      String(answer.payment_transaction_id),
    );

    const row = await kit.transaction(answer.payment_transaction_id);
    expect(row).toMatchObject({
      status: 'pending',
      gateway: 'stripe',
      gatewayReference: answer.payment_intent_id,
      amountMinor: 1999,
      userId: buyer.user.id,
    });
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });

  it('charges yen in whole yen, JPY having no minor unit', async () => {
    await putSetting(kit.handle.db, 'currency', { code: 'JPY', symbol: '¥', name: 'Japanese Yen' });
    usePaymentEnv(kit.handle.db, {});
    const buyer = await kit.buyer();
    const item = await kit.paidPackage({ price: '1500.00' });
    const response = await createIntent(buyer.token, item.id);
    expect(response.body).toMatchObject({ data: { amount_minor: 1500, currency: 'JPY' } });
    const form = new URLSearchParams(kit.gateway.requests.at(-1)!.body);
    expect(form.get('amount')).toBe('1500');
    expect(form.get('currency')).toBe('jpy');
  });

  it('ignores an amount the client sends: the price is the package’s', async () => {
    const buyer = await kit.buyer();
    const item = await kit.paidPackage({ price: '49.00' });
    const response = await kit.api.call<StripePaymentIntentDto>('POST', 'create-payment-intent', {
      token: buyer.token,
      json: { package_id: item.id, platform_type: 'web', amount: 1 },
    });
    expect(response.body).toMatchObject({ data: { amount_minor: 4900 } });
  });

  it('refuses to sell a package the buyer holds active, before asking Stripe', async () => {
    const buyer = await kit.buyer();
    const item = await kit.paidPackage();
    const first = await createIntent(buyer.token, item.id);
    if (first.body.error) throw new Error(first.body.message);
    await sendStripeEvent('payment_intent.succeeded', first.body.data.payment_intent_id, 1999);
    const asked = kit.gateway.requests.length;

    const again = await createIntent(buyer.token, item.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: true, code: 'package_already_active' });
    expect(kit.gateway.requests.length).toBe(asked);
  });

  it('answers 404 for a package that is not on sale', async () => {
    const buyer = await kit.buyer();
    const response = await createIntent(buyer.token, 987_654);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: true, code: 'package_not_found' });
  });

  it('answers 422 package_is_free for a free package, before asking Stripe', async () => {
    const buyer = await kit.buyer();
    const item = await kit.paidPackage({ price: '0.00' });
    const asked = kit.gateway.requests.length;
    const response = await createIntent(buyer.token, item.id);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: true, code: 'package_is_free' });
    expect(kit.gateway.requests.length).toBe(asked);
  });

  it('answers 502 and fails the transaction when Stripe refuses', async () => {
    const refusing = await startFakeGateway();
    refusing.answer('POST /v1/payment_intents', () => ({
      status: 401,
      json: { error: { message: 'Invalid API Key provided: sk_test_refused' } },
    }));
    usePaymentEnv(kit.handle.db, {
      STRIPE_SECRET_KEY: 'sk_test_refused',
      STRIPE_API_BASE: refusing.baseUrl,
    });
    try {
      const buyer = await kit.buyer();
      const item = await kit.paidPackage();
      const response = await createIntent(buyer.token, item.id);
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({ error: true, code: 'payment_gateway_error' });
      expect(JSON.stringify(response.body)).not.toContain('sk_test_refused');
      const history = await kit.api.call<PaymentTransactionDto[]>('GET', 'get_payment_details', {
        token: buyer.token,
      });
      expect(history.body).toMatchObject({ data: [{ status: 'failed', gateway: 'stripe' }] });
    } finally {
      await refusing.close();
    }
  });
});

let eventCounter = 0;

function stripeEvent(type: string, intentId: string, amount: number, currency = 'usd') {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_test_${eventCounter}`,
    object: 'event',
    type,
    data: {
      object: { id: intentId, object: 'payment_intent', amount, amount_received: amount, currency },
    },
  });
}

function postStripe(body: string, signature: string | null) {
  return kit.api.call<{ result: string }>('POST', 'webhooks/stripe', {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function sendStripeEvent(type: string, intentId: string, amount: number) {
  const body = stripeEvent(type, intentId, amount);
  return postStripe(body, signStripeEvent(body, kit.credentials.STRIPE_WEBHOOK_SECRET));
}

async function pendingStripePayment(amountMinor = 1999) {
  const buyer = await kit.buyer();
  const item = await kit.paidPackage();
  const reference = `pi_webhook_${Math.random().toString(36).slice(2, 10)}`;
  const row = await insertTransaction(kit.handle.db, {
    userId: buyer.user.id,
    packageId: item.id,
    packageName: item.name,
    amountMinor,
    currency: 'USD',
    gateway: 'stripe',
    gatewayReference: reference,
  });
  return { buyer, item, row, reference };
}

describe('webhooks/stripe', () => {
  it('grants the package once on a signed payment_intent.succeeded', async () => {
    const { buyer, item, row, reference } = await pendingStripePayment();
    const response = await sendStripeEvent('payment_intent.succeeded', reference, 1999);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { result: 'granted' } });
    expect((await kit.transaction(row.id)).status).toBe('success');
    const granted = await kit.grantedPackages(buyer.user.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      packageId: item.id,
      source: 'purchase',
      paymentTransactionId: String(row.id),
    });
  });

  it('grants nothing more when the same event is replayed', async () => {
    const { buyer, row, reference } = await pendingStripePayment();
    const body = stripeEvent('payment_intent.succeeded', reference, 1999);
    const first = await postStripe(
      body,
      signStripeEvent(body, kit.credentials.STRIPE_WEBHOOK_SECRET),
    );
    const replay = await postStripe(
      body,
      signStripeEvent(body, kit.credentials.STRIPE_WEBHOOK_SECRET),
    );
    expect(first.body).toMatchObject({ data: { result: 'granted' } });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
    expect((await kit.transaction(row.id)).processedEventIds).toHaveLength(1);
  });

  it('grants nothing more for a second success event, nor undoes it for a late failure', async () => {
    const { buyer, row, reference } = await pendingStripePayment();
    await sendStripeEvent('payment_intent.succeeded', reference, 1999);
    const duplicate = await sendStripeEvent('payment_intent.succeeded', reference, 1999);
    const lateFailure = await sendStripeEvent('payment_intent.payment_failed', reference, 1999);
    expect(duplicate.body).toMatchObject({ data: { result: 'unchanged' } });
    expect(lateFailure.body).toMatchObject({ data: { result: 'unchanged' } });
    expect((await kit.transaction(row.id)).status).toBe('success');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(1);
  });

  it('marks a pending payment failed on payment_intent.payment_failed, granting nothing', async () => {
    const { buyer, row, reference } = await pendingStripePayment();
    const response = await sendStripeEvent('payment_intent.payment_failed', reference, 1999);
    expect(response.body).toMatchObject({ data: { result: 'failed' } });
    expect((await kit.transaction(row.id)).status).toBe('failed');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });

  it('does not grant when Stripe confirms another amount', async () => {
    const { buyer, row, reference } = await pendingStripePayment(1999);
    const response = await sendStripeEvent('payment_intent.succeeded', reference, 100);
    expect(response.body).toMatchObject({ data: { result: 'unchanged' } });
    expect((await kit.transaction(row.id)).status).toBe('pending');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });

  it('refuses a bad signature with 400, logs it, and grants nothing', async () => {
    const { buyer, row, reference } = await pendingStripePayment();
    const body = stripeEvent('payment_intent.succeeded', reference, 1999);
    const before = kit.logs.lines.length;
    const forged = await postStripe(body, signStripeEvent(body, 'whsec_not_ours'));
    const unsigned = await postStripe(body, null);
    expectSignatureRefused([forged, unsigned]);
    const refusals = kit.refusalsLoggedSince(before);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ gateway: 'stripe', level: 40 });
    expect((await kit.transaction(row.id)).status).toBe('pending');
    expect(await kit.grantedPackages(buyer.user.id)).toHaveLength(0);
  });

  it('refuses a signature older than the tolerance (a captured request replayed later)', async () => {
    const { reference } = await pendingStripePayment();
    const body = stripeEvent('payment_intent.succeeded', reference, 1999);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const response = await postStripe(
      body,
      signStripeEvent(body, kit.credentials.STRIPE_WEBHOOK_SECRET, old),
    );
    expect(response.status).toBe(400);
  });

  it('refuses a signature of a body that was altered after signing', async () => {
    const { reference } = await pendingStripePayment();
    const body = stripeEvent('payment_intent.succeeded', reference, 1999);
    const signature = signStripeEvent(body, kit.credentials.STRIPE_WEBHOOK_SECRET);
    const response = await postStripe(body.replace('1999', '1998'), signature);
    expect(response.status).toBe(400);
  });
});
