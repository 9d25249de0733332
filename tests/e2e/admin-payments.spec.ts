import english from '../../locales/en.json';
import type { PackagesDto } from '../../contracts/dto/package-dto';
import { newAccount, register, signInWithPassword, storedToken } from './support/accounts';
import { e2eAdmin } from './support/admin';
import { gotoReady } from './support/navigation';
import { say } from './support/site-text';
import { expect, test } from './support/test';

test('the admin offers bank transfer, a user pays by it, and the admin marks it paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const unique = Math.random().toString(36).slice(2, 8);
  const instructions = `Pay to IBAN GB00 HEAR ${unique}, Hearth Ltd.`;

  // The administrator switches bank transfer on with the instructions buyers follow.
  const admin = await (await browser.newContext()).newPage();
  await signInWithPassword(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
  const adminToken = await storedToken(admin);
  try {
    await payByBankTransfer();
  } finally {
    // Other specs share this server: the checkout offers the gateways alone again.
    const off = await request.post('/api/admin/bank-transfer', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { enabled: false, instructions: '' },
    });
    expect(off.status()).toBe(200);
  }

  async function payByBankTransfer() {
    await gotoReady(admin, '/admin/transactions');
    await expect(
      admin.getByRole('heading', { level: 1, name: english['admin_payments.title'] }),
    ).toBeVisible();
    const settings = admin.getByRole('form', { name: english['admin_payments.settings.title'] });
    const toggle = settings.getByRole('switch', {
      name: english['admin_payments.settings.enabled'],
    });
    await toggle.check();
    await settings.getByLabel(english['admin_payments.settings.instructions']).fill(instructions);
    await settings.getByRole('button', { name: english['admin_payments.settings.save'] }).click();
    await expect(admin.getByText(english['admin_payments.settings.saved'])).toBeVisible();

    // A user buys the Basic package by bank transfer and gets the reference to quote.
    const account = newAccount('banktransfer');
    await register(page, account);
    const token = await storedToken(page);
    await gotoReady(page, '/subscription-plan');
    await page.getByRole('button', { name: say('payments.buy_named', { name: 'Basic' }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: english['payments.gateway.bank_transfer'] }).check();
    await dialog.getByRole('button', { name: english['payments.continue'] }).click();
    await expect(dialog.getByText(instructions)).toBeVisible();
    const reference = (await dialog.getByTestId('bank-transfer-reference').innerText()).trim();
    expect(reference).toMatch(/^HB-\d{6,}-[A-Z2-9]{4}$/);
    await page.screenshot({ path: test.info().outputPath('bank-transfer-reference.png') });

    await gotoReady(page, '/user/transaction-history');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(english['payments.status.pending']);

    // The administrator sees it waiting and marks it paid after confirming.
    await gotoReady(admin, '/admin/transactions');
    const pending = admin.getByRole('region', { name: english['admin_payments.pending.title'] });
    await pending
      .getByRole('button', { name: say('admin_payments.mark_paid_named', { reference }) })
      .click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: english['admin_payments.mark_paid'] }).click();
    await expect(admin.getByText(say('admin_payments.marked_paid', { reference }))).toBeVisible();
    await admin.screenshot({
      path: test.info().outputPath('admin-transactions.png'),
      fullPage: true,
    });
    await gotoReady(admin, '/ar/admin/transactions');
    await expect(admin.getByRole('heading', { level: 1, name: 'المدفوعات' })).toBeVisible();
    await expect(admin.getByRole('form', { name: 'التحويل البنكي' })).toBeVisible();
    await admin.screenshot({
      path: test.info().outputPath('admin-transactions-ar.png'),
      fullPage: true,
    });

    // The user's package is active and the payment complete.
    const held = (await (
      await request.get('/api/get-package', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: PackagesDto };
    expect(held.data.active_packages.filter((item) => item.name === 'Basic')).toHaveLength(1);
    await gotoReady(page, '/user/transaction-history');
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(
      english['payments.status.success'],
    );
  }
});
