import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import sharp from 'sharp';
import english from '../../locales/en.json';
import {
  newAccount,
  openMenuIfCollapsed,
  register,
  signInWithEmailCode,
  signInWithPassword,
  signOut,
} from './support/accounts';
import { gotoReady } from './support/navigation';
import { latestCodeFor, outboxMark } from './support/outbox';

const dashboardGreeting = (name: string) => english['dashboard.greeting'].replace('{name}', name);

test('a visitor registers, signs out and signs back in with the password', async ({ page }) => {
  const account = newAccount('register');
  await register(page, account);
  await expect(page.getByRole('heading', { name: dashboardGreeting(account.name) })).toBeVisible();
  await signOut(page);
  await signInWithPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await expect(page.getByRole('heading', { name: dashboardGreeting(account.name) })).toBeVisible();
});

test('a user signs in with a one-time code sent by email', async ({ page }) => {
  const account = newAccount('code');
  await register(page, account);
  await signOut(page);
  await signInWithEmailCode(page, account.email);
  await expect(page).toHaveURL(/\/user\/dashboard/);
  await expect(page.getByRole('heading', { name: dashboardGreeting(account.name) })).toBeVisible();
});

test('a forgotten password is replaced: the new one works and the old one no longer does', async ({
  page,
}) => {
  const account = newAccount('forgot');
  await register(page, account);
  await signOut(page);
  await gotoReady(page, '/forgot-password');
  await page.getByLabel(english['auth.fields.email']).fill(account.email);
  const sentAfter = outboxMark(account.email);
  await page.getByRole('button', { name: english['auth.forgot.send_code'] }).click();
  const code = await latestCodeFor(sentAfter);
  const newPassword = `${account.password}-new`;
  await page.getByLabel(english['auth.fields.code']).fill(code);
  await page.getByLabel(english['auth.fields.new_password']).fill(newPassword);
  await page.getByLabel(english['auth.fields.repeat_password']).fill(newPassword);
  await page.getByRole('button', { name: english['auth.forgot.save_password'] }).click();
  await expect(page.getByText(english['auth.forgot.done'])).toBeVisible();

  await signInWithPassword(page, account.email, account.password);
  await expect(page.getByText(english['errors.invalid_credentials'])).toBeVisible();
  await signInWithPassword(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/user\/dashboard/);
});

test('profile changes and a new photo are saved and still there after a reload', async ({
  page,
}, testInfo) => {
  const account = newAccount('profile');
  await register(page, account);
  await gotoReady(page, '/user/profile');
  await page.getByLabel(english['profile.fields.address']).fill('221B Baker Street');
  await page.getByLabel(english['profile.fields.city']).fill('London');
  await page.getByLabel(english['profile.fields.state']).fill('England');
  await page.getByLabel(english['profile.fields.country']).fill('United Kingdom');
  await page.getByLabel(english['profile.fields.about_me']).fill('I help families find homes.');
  const photo = path.join(os.tmpdir(), `hearth-e2e-photo-${testInfo.project.name}.png`);
  fs.writeFileSync(
    photo,
    await sharp({ create: { width: 240, height: 240, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: english['profile.save'] }).click();
  await expect(page.getByText(english['profile.saved'])).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(english['profile.fields.address'])).toHaveValue('221B Baker Street');
  await expect(page.getByLabel(english['profile.fields.city'])).toHaveValue('London');
  await expect(page.getByLabel(english['profile.fields.about_me'])).toHaveValue(
    'I help families find homes.',
  );
  await expect(page.locator('main img[src^="/api/media/profiles/"]').first()).toBeVisible();
});

test('a deleted account can no longer sign in', async ({ page }) => {
  const account = newAccount('delete');
  await register(page, account);
  await gotoReady(page, '/user/profile');
  await page.getByRole('button', { name: english['profile.delete.open'] }).click();
  const dialog = page.getByRole('dialog', { name: english['profile.delete.dialog_title'] });
  await dialog.getByRole('textbox').fill(english['profile.delete.confirm_word']);
  await dialog.getByRole('button', { name: english['profile.delete.confirm'] }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('link', { name: english['nav.sign_in'] })).toBeVisible();
  await signInWithPassword(page, account.email, account.password);
  await expect(page.getByText(english['errors.invalid_credentials'])).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
