import { newAccount, register, storedToken } from './support/accounts';
import { saveProfilePhotoAndAddress, say } from './support/site-text';
import { expect, postThroughApi, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import type { StripePaymentIntentDto } from '../../contracts/dto/payment-dto';
import { serveFakeStripeJs, signedStripeSuccess, startFakeStripe } from './support/payments';

// Stripe's API and Stripe.js are outside this machine: stand-ins answer for them.
let stripe: { close(): Promise<void> };
test.beforeAll(async () => {
  stripe = await startFakeStripe();
});
test.afterAll(async () => {
  await stripe.close();
});

test('a user on the free package posts up to its limit, meets the Opps dialog, pays for a package, posts again and features a listing into the home slider', async ({
  page,
  adminPage,
  uploads,
}, testInfo) => {
  test.setTimeout(180_000);
  const word = `${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const titles = [1, 2, 3].map((n) => `Harbour flat ${n} ${word}`);
  const account = newAccount(`packages-${testInfo.project.name}`);
  let token = '';

  await test.step('a new user completes the profile', async () => {
    await register(page, account);
    await saveProfilePhotoAndAddress(page, uploads.profilePhoto);
    token = await storedToken(page);
    expect(token).not.toBe('');
  });

  await test.step("the free package's three listings are posted, and the fourth is refused", async () => {
    for (const title of titles) {
      const answer = await postThroughApi(page.request, token, title, uploads);
      expect(answer.status(), await answer.text()).toBe(201);
    }
    const refused = await postThroughApi(page.request, token, `One more ${word}`, uploads);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: true, message: 'Property List Limit' });
  });

  await test.step('adding a property shows the Opps dialog, whose confirm opens the plans', async () => {
    await gotoReady(page, '/user/properties');
    await page
      .getByRole('main')
      .getByRole('link', { name: say('owner_listings.add') })
      .click();
    const dialog = page.getByRole('alertdialog', { name: say('packages.opps.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(say('packages.limit.property_list'))).toBeVisible();
    await dialog.getByRole('button', { name: say('packages.opps.confirm') }).click();
    await expect(page).toHaveURL(/\/subscription-plan$/);
    const held = page.getByRole('region', { name: say('packages.held.title') });
    await expect(
      held.getByText(say('packages.value.remaining', { remaining: 0, limit: 3 })),
    ).toBeVisible();
  });

  await test.step('the user pays for Basic by card, and the signed webhook grants it', async () => {
    await serveFakeStripeJs(page);
    const created = page.waitForResponse((response) =>
      response.url().endsWith('/api/create-payment-intent'),
    );
    await page.getByRole('button', { name: say('payments.buy_named', { name: 'Basic' }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: say('payments.gateway.stripe') })).toBeChecked();
    await dialog.getByRole('button', { name: say('payments.continue') }).click();
    const intent = ((await (await created).json()) as { data: StripePaymentIntentDto }).data;
    expect(intent).toMatchObject({ amount_minor: 1900, currency: 'USD' });
    await expect(dialog.getByText('Test card (stand-in for the Payment Element)')).toBeVisible();
    await dialog.getByRole('button', { name: say('payments.pay_now') }).click();

    // Until Stripe's webhook arrives the payment is pending and the package not granted.
    await expect(page).toHaveURL(/\/user\/transaction-history/);
    const payment = page.getByRole('row').filter({ hasText: 'Basic' });
    await expect(payment).toContainText(say('payments.status.pending'));
    const stillRefused = await postThroughApi(page.request, token, `Too soon ${word}`, uploads);
    expect(stillRefused.status()).toBe(403);

    // Stripe writes currencies in lower case.
    const event = signedStripeSuccess(
      intent.payment_intent_id,
      intent.amount_minor,
      intent.currency.toLowerCase(),
    );
    const delivered = await page.request.post('/api/webhooks/stripe', {
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      data: event.body,
    });
    expect(delivered.status()).toBe(200);
    await page.reload();
    await expect(payment).toContainText(say('payments.status.success'));
  });

  await test.step('the refused post now succeeds, and Add property opens the form', async () => {
    const posted = await postThroughApi(page.request, token, `One more ${word}`, uploads);
    expect(posted.status(), await posted.text()).toBe(201);
    await gotoReady(page, '/user/properties');
    await page
      .getByRole('main')
      .getByRole('link', { name: say('owner_listings.add') })
      .click();
    await expect(page).toHaveURL(/\/user\/add-property$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  await test.step('the admin approves the first listing', async () => {
    await gotoReady(adminPage, '/admin/listings');
    const decisions = adminPage.getByRole('group', {
      name: say('moderation.decisions_label', { title: titles[0] ?? '' }),
    });
    await decisions.getByRole('button', { name: say('moderation.approve') }).click();
    await expect(decisions).toBeHidden();
  });

  await test.step('the user features the approved listing in the home slider', async () => {
    await gotoReady(page, '/user/properties');
    await page
      .getByRole('button', {
        name: say('advertisements.feature.named', { title: titles[0] ?? '' }),
      })
      .click();
    const placement = page.getByRole('dialog', { name: say('advertisements.feature.title') });
    await expect(
      placement.getByRole('radio', { name: say('advertisements.type.slider') }),
    ).toBeChecked();
    await placement.getByRole('button', { name: say('advertisements.feature.confirm') }).click();
    await expect(page.getByText(say('advertisements.done.pending'))).toBeVisible();
    await gotoReady(page, '/user/advertisement');
    await expect(page.getByText(say('advertisements.status.pending'))).toBeVisible();
  });

  await test.step('the admin approves the advertisement and it shows in the home slider', async () => {
    await gotoReady(adminPage, '/admin/listings');
    await adminPage
      .getByRole('button', {
        name: say('moderation.advertisements.approve_named', { title: titles[0] ?? '' }),
      })
      .click();
    await expect(adminPage.getByText(say('moderation.advertisements.done.approved'))).toBeVisible();
    await gotoReady(page, '/');
    const slider = page.getByRole('list', { name: say('home.slider.label') });
    await expect(slider.getByRole('link', { name: new RegExp(titles[0] ?? '') })).toBeVisible();
    await gotoReady(page, '/user/advertisement');
    await expect(page.getByText(say('advertisements.status.running'))).toBeVisible();
  });
});

test('a visitor sees the plans and is asked to sign in to buy one, coming back to the plans', async ({
  page,
}) => {
  await gotoReady(page, '/subscription-plan');
  await expect(page).toHaveURL(/\/subscription-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: say('packages.title') })).toBeVisible();
  const buy = page.getByRole('link', {
    name: say('packages.sign_in_to_buy_named', { name: 'Basic' }),
  });
  await expect(buy).toHaveAttribute('href', '/login?next=%2Fsubscription-plan');
  await expect(page.getByRole('region', { name: say('packages.held.title') })).toHaveCount(0);
  await buy.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscription-plan$/);
});
