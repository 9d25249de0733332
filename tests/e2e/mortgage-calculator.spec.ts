import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { signInWithPassword } from './support/accounts';
import { e2eAdmin } from './support/admin';
import { gotoReady } from './support/navigation';

async function fillLoan(page: Page, values: Record<string, string>) {
  const labels: Record<string, string> = {
    loan_amount: english['mortgage.fields.loan_amount'],
    down_payment: english['mortgage.fields.down_payment'],
    interest_rate: english['mortgage.fields.interest_rate'],
    loan_term_years: english['mortgage.fields.loan_term_years'],
  };
  for (const [field, value] of Object.entries(values)) {
    await page.getByLabel(labels[field] ?? field, { exact: true }).fill(value);
  }
}

test('keeps the yearly schedule for a package with the mortgage detail, and says so to visitors', async ({
  page,
}) => {
  await gotoReady(page, '/mortgage-calculator');
  await expect(page.getByTestId('monthly-payment')).toBeVisible();
  const locked = page.getByRole('region', { name: english['mortgage.locked.title'] });
  await expect(locked.getByText(english['mortgage.locked.text'])).toBeVisible();
  await locked.getByRole('link', { name: english['mortgage.locked.plans'] }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});

test('computes a mortgage: payment, totals, chart and a schedule whose years open', async ({
  page,
}) => {
  // The schedule is a package feature; the administrator holds every feature.
  await signInWithPassword(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await gotoReady(page, '/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: english['nav.mortgage_calculator'] })
    .click();
  await expect(page).toHaveURL(/\/mortgage-calculator$/);
  await expect(
    page.getByRole('heading', { level: 1, name: english['mortgage.title'] }),
  ).toBeVisible();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  await fillLoan(page, {
    loan_amount: '300000',
    down_payment: '0',
    interest_rate: '6',
    loan_term_years: '30',
  });
  await page.getByRole('button', { name: english['mortgage.calculate'] }).click();
  await expect(page.getByTestId('monthly-payment')).toHaveText('$1,798.65');
  await expect(
    page.getByRole('img', { name: new RegExp(english['mortgage.chart.title']) }),
  ).toBeVisible();

  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: 'Year 30' })).toBeVisible();
  const firstYear = table.getByRole('button', { name: 'Year 1', exact: true });
  await firstYear.click();
  await expect(firstYear).toHaveAttribute('aria-expanded', 'true');
  const firstMonth = table.getByRole('row', { name: /Payment 1 / });
  await expect(firstMonth).toContainText('$1,500.00');
  await expect(firstMonth).toContainText('$298.65');
  await page.screenshot({
    path: test.info().outputPath('mortgage-calculator.png'),
    fullPage: true,
  });
});

test('marks a down payment as large as the loan on the field', async ({ page }) => {
  await gotoReady(page, '/mortgage-calculator');
  await fillLoan(page, { loan_amount: '200000', down_payment: '200000' });
  await page.getByRole('button', { name: english['mortgage.calculate'] }).click();
  const downPayment = page.getByLabel(english['mortgage.fields.down_payment'], { exact: true });
  await expect(downPayment).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(english['validation.mortgage.down_payment_below_loan']),
  ).toBeVisible();
});

test('shows the calculator in Arabic, right to left, without scrolling sideways', async ({
  page,
}) => {
  await gotoReady(page, '/ar/mortgage-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: arabic['mortgage.title'] }),
  ).toBeVisible();
  await expect(page.getByTestId('monthly-payment')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: test.info().outputPath('mortgage-calculator-ar.png'),
    fullPage: true,
  });
});
