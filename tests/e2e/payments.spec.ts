import type { APIRequestContext } from '@playwright/test';
import english from '../../locales/en.json';
import type { PackagesDto } from '../../contracts/dto/package-dto';
import type { StripePaymentIntentDto } from '../../contracts/dto/payment-dto';
import { newAccount, register, storedToken } from './support/accounts';
import { gotoReady } from './support/navigation';
import { signedStripeSuccess, startFakeStripe } from './support/payments';
import { expect, test } from './support/test';

let stripe: { close(): Promise<void> };

test.beforeAll(async () => {
  stripe = await startFakeStripe();
});

test.afterAll(async () => {
  await stripe.close();
});

async function packageNamed(request: APIRequestContext, name: string) {
  const answer = (await (await request.get('/api/get-package')).json()) as { data: PackagesDto };
  const found = answer.data.packages.find((item) => item.name === name);
  if (!found) throw new Error(`No package ${name}`);
  return found;
}

test('a Stripe payment confirmed by a signed webhook grants the package once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('payments');
  await register(page, account);
  const token = await storedToken(page);
  const basic = await packageNamed(request, 'Basic');

  // The plans page offers the enabled gateway (Stripe) for a paid package.
  await gotoReady(page, '/subscription-plan');
  await page
    .getByRole('button', { name: english['payments.buy_named'].replace('{name}', 'Basic') })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('radio', { name: english['payments.gateway.stripe'] }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: english['common.cancel'] }).click();

  // The intent the Payment Element would confirm (Stripe.js itself is not reachable here).
  const created = await request.post('/api/create-payment-intent', {
    headers: { authorization: `Bearer ${token}` },
    data: { package_id: basic.id, platform_type: 'web' },
  });
  expect(created.status()).toBe(200);
  const intent = ((await created.json()) as { data: StripePaymentIntentDto }).data;
  expect(intent.amount_minor).toBe(1900);

  // Stripe confirms the payment: a webhook signed with the configured secret, sent twice.
  const event = signedStripeSuccess(intent.payment_intent_id, 1900, 'usd');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const delivered = await request.post('/api/webhooks/stripe', {
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      data: event.body,
    });
    expect(delivered.status()).toBe(200);
  }
  const forged = await request.post('/api/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    data: event.body,
  });
  expect(forged.status()).toBe(400);

  await gotoReady(page, '/user/transaction-history');
  const row = page.getByRole('row').filter({ hasText: 'Basic' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$19.00');
  await expect(row).toContainText(english['payments.status.success']);

  const held = (await (
    await request.get('/api/get-package', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: PackagesDto };
  expect(held.data.active_packages.filter((item) => item.name === 'Basic')).toHaveLength(1);
});
