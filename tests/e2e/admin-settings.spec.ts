import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { signInWithPassword, storedToken } from './support/accounts';
import { e2eAdmin } from './support/admin';
import { seriousAxeFindings } from './support/accessibility';
import { gotoReady } from './support/navigation';

const currencyFields = {
  code: english['admin_settings.field.currency_code'],
  symbol: english['admin_settings.field.currency_symbol'],
  name: english['admin_settings.field.currency_name'],
};

async function setCurrency(page: Page, code: string, symbol: string, name: string) {
  const form = page.getByRole('form', { name: english['admin_settings.general_title'] });
  await form.getByLabel(currencyFields.code, { exact: true }).fill(code);
  await form.getByLabel(currencyFields.symbol, { exact: true }).fill(symbol);
  await form.getByLabel(currencyFields.name, { exact: true }).fill(name);
  await form.getByRole('button', { name: english['admin_settings.save'] }).click();
  await expect(page.getByText(english['admin_settings.saved']).first()).toBeVisible();
}

/** Puts the site's currency back however the test ended (the other specs expect dollars). */
async function restoreDollars(page: Page) {
  const token = await storedToken(page);
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const current = await page.request.get('/api/admin/settings', { headers });
  if (!current.ok()) return;
  const { data } = (await current.json()) as { data: { settings: Record<string, unknown> } };
  await page.request.post('/api/admin/settings', {
    headers,
    data: {
      ...data.settings,
      currency_code: 'USD',
      currency_symbol: '$',
      currency_name: 'US Dollar',
    },
  });
}

test('the administrator changes the currency symbol and the listings show it at once', async ({
  page,
}) => {
  await signInWithPassword(page, e2eAdmin.email, e2eAdmin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  try {
    await gotoReady(page, '/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: english['admin_settings.title'] }),
    ).toBeVisible();
    await expect(page.getByTestId('secret-state-smtp_password')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    // A secret is never shown: only whether it is set.
    await expect(page.getByTestId('secret-state-smtp_password')).toHaveText(
      english['admin_settings.secret_not_set'],
    );

    // A bad value is refused on its field.
    const form = page.getByRole('form', { name: english['admin_settings.general_title'] });
    await form.getByLabel(currencyFields.symbol, { exact: true }).fill('');
    await form.getByRole('button', { name: english['admin_settings.save'] }).click();
    await expect(
      form.getByText(english['validation.admin_settings.currency_symbol_required']),
    ).toBeVisible();

    await setCurrency(page, 'EUR', '€', 'Euro');
    await page.screenshot({ path: test.info().outputPath('admin-settings.png') });

    await gotoReady(page, '/properties');
    const main = page.getByRole('main');
    await expect(main.getByText(/€\s?[\d.,]+/).first()).toBeVisible();
    await expect(main.getByText(/^\$[\d.,]+/)).toHaveCount(0);

    // The page in Arabic.
    await gotoReady(page, '/ar/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: arabic['admin_settings.title'] }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByLabel(arabic['admin_settings.field.currency_symbol'], { exact: true }),
    ).toHaveValue('€');
    await page.screenshot({ path: test.info().outputPath('admin-settings-ar.png') });
    await page
      .getByRole('form', { name: arabic['admin_settings.secrets_title'] })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('admin-settings-secrets-ar.png') });
  } finally {
    await restoreDollars(page);
  }
});
