import { expect, test } from './support/test';
import english from '../../locales/en.json';
import {
  newAccount,
  signInWithEmailCode,
  signInWithPassword,
  startRegistration,
} from './support/accounts';
import { gotoReady } from './support/navigation';

const dashboardGreeting = (name: string) => english['dashboard.greeting'].replace('{name}', name);

/**
 * Issue 11, item 1: the pre-account takeover. An attacker registers the victim's address with a
 * password; the victim later signs in with an emailed code. Before the fix the victim landed in
 * the attacker's account (the attacker's name, the attacker's password still working); now the
 * attacker's registration stops at the code step and the victim gets an account of their own.
 */
test('an address registered by someone else lands its owner in their own account', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const victim = newAccount('victim');
  const attacker = { ...newAccount('attacker'), name: 'Mallory', email: victim.email };

  // The attacker registers the victim's address: no account, only a code sent to the victim.
  const attackerContext = await browser.newContext();
  const attackerPage = await attackerContext.newPage();
  await startRegistration(attackerPage, attacker);
  await expect(
    attackerPage.getByText(
      english['auth.register.code_sent'].replace('{email}', victim.email).split('.')[0] ?? '',
    ),
  ).toBeVisible();
  await signInWithPassword(attackerPage, victim.email, attacker.password);
  await expect(attackerPage.getByText(english['errors.invalid_credentials'])).toBeVisible();

  // Later (codes to one address are a minute apart) the victim signs in with an emailed code:
  // this used to land in the attacker's account; now it asks the name of a new account.
  await attackerPage.waitForTimeout(61_000);
  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  await signInWithEmailCode(victimPage, victim.email, 'Victoria');
  await expect(victimPage).toHaveURL(/\/user\/dashboard/);
  await expect(
    victimPage.getByRole('heading', { name: dashboardGreeting('Victoria') }),
  ).toBeVisible();
  await gotoReady(victimPage, '/user/profile');
  await expect(victimPage.getByLabel(english['auth.fields.name'])).toHaveValue('Victoria');

  // The attacker's password still opens nothing.
  await signInWithPassword(attackerPage, victim.email, attacker.password);
  await expect(attackerPage.getByText(english['errors.invalid_credentials'])).toBeVisible();
  await expect(attackerPage).toHaveURL(/\/login/);

  await attackerContext.close();
  await victimContext.close();
});
