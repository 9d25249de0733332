import { expect, type Page } from '@playwright/test';
import english from '../../../locales/en.json';
import { gotoReady } from './navigation';
import { latestCodeFor, outboxMark } from './outbox';

export interface TestAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A new account's details, unique per call (tests run on both viewports against one server). */
export function newAccount(label: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `E2E ${label}`,
    email: `e2e-${label}-${unique}@example.com`,
    mobile: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    // Not derived from `unique`: a password made of the email's own text is refused as guessable.
    password: `key-${Math.random().toString(36).slice(2, 10)}-${Math.random().toString(36).slice(2, 6)}`,
  };
}

/** Opens the folded mobile menu (the header's <details> toggle) when it is shown and closed. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.locator('header details');
  const summary = toggle.locator('summary');
  if (
    (await summary.isVisible()) &&
    !(await toggle.evaluate((node) => (node as HTMLDetailsElement).open))
  ) {
    await summary.click();
  }
}

/** Fills in the registration form and sends it: a code goes to the email. */
export async function startRegistration(page: Page, account: TestAccount): Promise<void> {
  await gotoReady(page, '/register');
  await page.getByLabel(english['auth.fields.name']).fill(account.name);
  await page.getByLabel(english['auth.fields.email']).fill(account.email);
  await page.getByLabel(english['auth.fields.mobile']).fill(account.mobile);
  await page.getByLabel(english['auth.fields.password'], { exact: true }).fill(account.password);
  await page.getByLabel(english['auth.fields.repeat_password']).fill(account.password);
  await page.getByRole('button', { name: english['auth.register.submit'] }).click();
  // The password check loads its dictionaries (about 1.6 MB) first: slow on a busy machine.
  await expect(page.getByLabel(english['auth.fields.code'])).toBeVisible({ timeout: 30_000 });
}

/** Registers as a person does: the form, then the code emailed to the address (dev outbox). */
export async function register(page: Page, account: TestAccount): Promise<void> {
  const sentAfter = outboxMark(account.email);
  await startRegistration(page, account);
  const code = await latestCodeFor(sentAfter);
  await page.getByLabel(english['auth.fields.code']).fill(code);
  await page.getByRole('button', { name: english['auth.register.verify'] }).click();
  await expect(page).toHaveURL(/\/user\/dashboard/);
}

/** Signs in with a code sent to the email; a new address then asks for `newName`. */
export async function signInWithEmailCode(
  page: Page,
  email: string,
  newName?: string,
): Promise<void> {
  await gotoReady(page, '/login');
  await page.getByRole('tab', { name: english['auth.sign_in.with_code'] }).click();
  await page.getByRole('radio', { name: english['auth.code.by_email'] }).check();
  await page.getByLabel(english['auth.fields.email']).fill(email);
  const sentAfter = outboxMark(email);
  await page.getByRole('button', { name: english['auth.code.send'] }).click();
  const code = await latestCodeFor(sentAfter);
  await page.getByLabel(english['auth.fields.code']).fill(code);
  await page.getByRole('button', { name: english['auth.code.verify'] }).click();
  if (newName) {
    await expect(page.getByText(english['auth.code.new_account_title'])).toBeVisible();
    await page.getByLabel(english['auth.fields.name']).fill(newName);
    await page.getByRole('button', { name: english['auth.code.create_account'] }).click();
  }
}

export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await gotoReady(page, '/login');
  await page.getByLabel(english['auth.fields.email']).fill(email);
  await page.getByLabel(english['auth.fields.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: english['auth.sign_in.submit'], exact: true }).click();
}

export async function signOut(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: english['account.menu.label'] }).click();
  await page.getByRole('button', { name: english['nav.sign_out'] }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('link', { name: english['nav.sign_in'] })).toBeVisible();
}

/** The bearer token the browser keeps (redux-persist's `persist:hearth` in localStorage). */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('persist:hearth') ?? '{}') as {
      session?: string;
    };
    const session = JSON.parse(stored.session ?? '{}') as { data?: { token?: string } };
    return session.data?.token ?? '';
  });
}
