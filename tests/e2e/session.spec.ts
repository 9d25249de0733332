import { expect, test } from './support/test';
import english from '../../locales/en.json';
import { newAccount, register, storedToken } from './support/accounts';
import { gotoReady } from './support/navigation';

const greeting = (name: string) => english['dashboard.greeting'].replace('{name}', name);

test('a signed-in session survives a reload, and an ended one signs the visitor out with a message', async ({
  page,
  request,
}) => {
  const account = newAccount('session');
  await register(page, account);
  await expect(page.getByRole('heading', { name: greeting(account.name) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: greeting(account.name) })).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBe('');

  // Leave the site first: the dashboard is still asking for the profile, and the first of its
  // requests to meet the dead token would sign the visitor out there, toast and all, before the
  // page below is opened (the race behind this test's one failure in CI).
  await page.goto('about:blank');

  // The session ends elsewhere (signed out on another device): the token is dead.
  const ended = await request.post('/api/before-logout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(ended.status()).toBe(200);

  await gotoReady(page, '/user/profile');
  await expect(page.getByText(english['errors.session_expired'])).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedToken(page)).toBe('');
});
