import { e2eAdmin } from './support/admin';
import {
  newAccount,
  openMenuIfCollapsed,
  register,
  signInWithPassword,
  storedToken,
} from './support/accounts';
import { gotoReady } from './support/navigation';
import { say } from './support/site-text';
import { expect, test } from './support/test';

test('the administrator deactivates a user: their open tab is signed out with the spec’s message, and the audit log lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('deactivated');
  await register(page, account);
  await expect(page).toHaveURL(/\/user\/dashboard/);

  // A user is not staff: the console says so.
  await gotoReady(page, '/admin');
  await expect(
    page.getByRole('heading', { name: say('moderation.forbidden_title') }),
  ).toBeVisible();
  await gotoReady(page, '/user/dashboard');

  const admin = await (await browser.newContext()).newPage();
  await signInWithPassword(admin, e2eAdmin.email, e2eAdmin.password);
  await expect(admin).toHaveURL(/\/user\/dashboard/);
  await openMenuIfCollapsed(admin);
  await admin.getByRole('button', { name: say('account.menu.label') }).click();
  await admin.getByRole('link', { name: say('nav.admin_console') }).click();
  await expect(admin.getByRole('heading', { name: say('console.dashboard.title') })).toBeVisible();

  await admin
    .getByRole('navigation', { name: say('console.nav_label') })
    .getByRole('link', { name: say('console.nav.users') })
    .click();
  await admin.getByLabel(say('console.users.search')).fill(account.email);
  await admin.getByRole('button', { name: say('common.search') }).click();
  await admin.getByRole('link', { name: account.name }).click();
  await expect(admin.getByRole('heading', { name: account.name })).toBeVisible();

  await admin.getByRole('button', { name: say('console.user.deactivate') }).click();
  const dialog = admin.getByRole('dialog', {
    name: say('console.user.deactivate_title', { name: account.name }),
  });
  await dialog.getByLabel(say('console.user.reason')).fill('Posted fake listings');
  await dialog.getByRole('button', { name: say('console.user.deactivate') }).click();
  await expect(admin.getByText(say('console.user.done.deactivated'))).toBeVisible();

  // The user's open tab hears it through the live stream and is signed out with the message.
  await expect(page.getByText(say('errors.account_deactivated')).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => storedToken(page), { timeout: 20_000 }).toBe('');

  await admin
    .getByRole('navigation', { name: say('console.nav_label') })
    .getByRole('link', { name: say('console.nav.audit_log') })
    .click();
  const newest = admin.getByRole('listitem').filter({ hasText: 'admin/user-status' }).first();
  await expect(newest).toContainText('Posted fake listings');
  await expect(newest).toContainText(e2eAdmin.name);

  await admin.context().close();
});
