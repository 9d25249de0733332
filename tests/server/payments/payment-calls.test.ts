import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentSettingsDto, PaymentTransactionDto } from '@/contracts/dto/payment-dto';
import { forgetSiteSettings } from '@/server/settings/site-settings';
import { putSetting } from '../../support/factories';
import { setUpApiTest } from '../../support/api-test-server';
import {
  clearPaymentEnv,
  insertBuyer,
  insertPaidPackage,
  insertTransaction,
  readTransaction,
  usePaymentEnv,
} from '../../support/payments-test-kit';

const noPaymentMethod = 'No payment method is enabled. Please contact the admin.';
const api = setUpApiTest();

afterEach(async () => {
  await putSetting(api.db, 'payment_gateways', {});
  clearPaymentEnv(api.db);
});

async function paymentSettings(token: string) {
  const response = await api.call<PaymentSettingsDto>('GET', 'get_payment_settings', { token });
  if (response.body.error) throw new Error(response.body.message);
  return response.body;
}

async function pendingPayment(
  userId: number,
  status: 'pending' | 'success' | 'failed' = 'pending',
) {
  const item = await insertPaidPackage(api.db);
  return insertTransaction(api.db, {
    userId,
    packageId: item.id,
    packageName: item.name,
    amountMinor: 1999,
    currency: 'USD',
    gateway: 'stripe',
    gatewayReference: `pi_calls_${Math.random().toString(36).slice(2, 10)}`,
    status,
  });
}

describe('with no gateway configured', () => {
  it('get_payment_settings lists none and says no payment method is enabled', async () => {
    clearPaymentEnv(api.db);
    const buyer = await insertBuyer(api.db);
    const answer = await paymentSettings(buyer.token);
    expect(answer.message).toBe(noPaymentMethod);
    expect(answer.data).toMatchObject({
      enabled_gateways: [],
      stripe_publishable_key: null,
      paystack_public_key: null,
    });
  });

  it.each([
    ['POST', 'create-payment-intent'],
    ['GET', 'paypal'],
    ['POST', 'flutterwave'],
    ['POST', 'paystack'],
  ])('%s %s refuses with the spec’s sentence and records nothing', async (method, path) => {
    clearPaymentEnv(api.db);
    const buyer = await insertBuyer(api.db);
    const item = await insertPaidPackage(api.db);
    const input = { package_id: item.id, amount: 19.99, platform_type: 'web' };
    const response = await api.call(method, path, {
      token: buyer.token,
      ...(method === 'GET' ? { query: input } : { json: input }),
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: true,
      code: 'payment_method_unavailable',
      message: noPaymentMethod,
    });
    const history = await api.call<PaymentTransactionDto[]>('GET', 'get_payment_details', {
      token: buyer.token,
    });
    expect(history.body).toMatchObject({ data: [], total: 0 });
  });
});

describe('get_payment_settings', () => {
  it('enables each gateway by its keys and shows public keys only', async () => {
    usePaymentEnv(api.db, {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_env',
      STRIPE_SECRET_KEY: 'sk_test_env_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_env_secret',
      PAYSTACK_PUBLIC_KEY: 'pk_paystack',
      // Paystack without its secret key is not enabled.
    });
    const buyer = await insertBuyer(api.db);
    const answer = await paymentSettings(buyer.token);
    expect(answer.data).toMatchObject({
      enabled_gateways: ['stripe'],
      stripe_publishable_key: 'pk_test_env',
      paystack_public_key: null,
      currency: 'USD',
    });
    const text = JSON.stringify(answer);
    expect(text).not.toContain('sk_test_env_secret');
    expect(text).not.toContain('whsec_env_secret');
  });

  it("takes the admin's stored keys over the environment's, and a switch-off", async () => {
    usePaymentEnv(api.db, {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_env',
      STRIPE_SECRET_KEY: 'sk_test_env',
      STRIPE_WEBHOOK_SECRET: 'whsec_env',
      PAYSTACK_PUBLIC_KEY: 'pk_paystack_env',
      PAYSTACK_SECRET_KEY: 'sk_paystack_env',
    });
    await putSetting(api.db, 'payment_gateways', {
      stripe: { publishable_key: 'pk_test_settings' },
      paystack: { enabled: false },
      flutterwave: { public_key: 'FLWPUBK-s', secret_key: 'FLWSECK-s', webhook_hash: 'h' },
    });
    forgetSiteSettings(api.db);
    const buyer = await insertBuyer(api.db);
    const answer = await paymentSettings(buyer.token);
    expect(answer.data).toMatchObject({
      enabled_gateways: ['stripe', 'flutterwave'],
      stripe_publishable_key: 'pk_test_settings',
      paystack_public_key: null,
      flutterwave_public_key: 'FLWPUBK-s',
    });
    expect(answer.message).not.toBe(noPaymentMethod);
  });
});

describe('payment-transaction-fail', () => {
  it("marks the caller's own pending payment failed", async () => {
    const buyer = await insertBuyer(api.db);
    const row = await pendingPayment(buyer.user.id);
    const response = await api.call<PaymentTransactionDto>('POST', 'payment-transaction-fail', {
      token: buyer.token,
      json: { payment_transaction_id: row.id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { id: row.id, status: 'failed' } });
    expect((await readTransaction(api.db, row.id)).status).toBe('failed');
  });

  it("answers 404 for another user's transaction and leaves it pending", async () => {
    const owner = await insertBuyer(api.db);
    const stranger = await insertBuyer(api.db);
    const row = await pendingPayment(owner.user.id);
    const response = await api.call('POST', 'payment-transaction-fail', {
      token: stranger.token,
      json: { payment_transaction_id: row.id },
    });
    expect(response.status).toBe(404);
    expect((await readTransaction(api.db, row.id)).status).toBe('pending');
  });

  it('refuses with 409 to fail a payment that already succeeded', async () => {
    const buyer = await insertBuyer(api.db);
    const row = await pendingPayment(buyer.user.id, 'success');
    const response = await api.call('POST', 'payment-transaction-fail', {
      token: buyer.token,
      json: { payment_transaction_id: row.id },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: true, code: 'payment_not_pending' });
    expect((await readTransaction(api.db, row.id)).status).toBe('success');
  });

  it('answers 422 with a field error without a payment_transaction_id', async () => {
    const buyer = await insertBuyer(api.db);
    const response = await api.call('POST', 'payment-transaction-fail', {
      token: buyer.token,
      json: {},
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { payment_transaction_id: expect.any(String) } });
  });
});

describe('get_payment_details', () => {
  it("lists only the caller's payments, newest first, with amounts in the currency", async () => {
    const buyer = await insertBuyer(api.db);
    const other = await insertBuyer(api.db);
    const older = await pendingPayment(buyer.user.id, 'failed');
    const newer = await pendingPayment(buyer.user.id, 'success');
    await pendingPayment(other.user.id);
    const response = await api.call<PaymentTransactionDto[]>('GET', 'get_payment_details', {
      token: buyer.token,
    });
    if (response.body.error) throw new Error(response.body.message);
    expect(response.body.total).toBe(2);
    expect(response.body.data.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(response.body.data[0]).toMatchObject({
      amount: '19.99',
      amount_minor: 1999,
      currency: 'USD',
      status: 'success',
    });
  });
});
