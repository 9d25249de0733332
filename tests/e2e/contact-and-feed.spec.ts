import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import {
  newAccount,
  openMenuIfCollapsed,
  signInWithEmailCode,
  signInWithPassword,
} from './support/accounts';
import { e2eAdmin } from './support/admin';
import { gotoReady } from './support/navigation';
import { outboxMark } from './support/outbox';

/** The contact form refuses a message sent sooner than this after the page was rendered. */
const minimumFillMs = 3_000;

test('a visitor sends a contact message, is thanked and emailed, and the admin reads it', async ({
  page,
}) => {
  const visitor = newAccount('contact');
  const subject = `Viewing request ${Date.now().toString(36)}`;
  await gotoReady(page, '/');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: english['nav.main_label'] })
    .getByRole('link', { name: english['nav.contact'] })
    .click();
  await expect(page).toHaveURL(/\/contact-us$/);
  const renderedAt = Date.now();
  await expect(
    page.getByRole('heading', { level: 1, name: english['contact.title'] }),
  ).toBeVisible();

  await page.getByRole('button', { name: english['contact.send'] }).click();
  await expect(page.getByText(english['validation.contact.first_name_required'])).toBeVisible();

  await page.getByLabel(english['contact.fields.first_name'], { exact: true }).fill('Nadia');
  await page.getByLabel(english['contact.fields.email'], { exact: true }).fill(visitor.email);
  await page.getByLabel(english['contact.fields.subject'], { exact: true }).fill(subject);
  await page
    .getByLabel(english['contact.fields.message'], { exact: true })
    .fill('Could I see the flat by the river on Saturday morning?');
  // A person needs a few seconds to write; the server refuses quicker messages.
  await page.waitForTimeout(Math.max(0, renderedAt + minimumFillMs + 500 - Date.now()));
  await page.getByRole('button', { name: english['contact.send'] }).click();
  await expect(page.getByText(english['contact.sent.title'])).toBeVisible();
  await expect(page.getByText(english['contact.sent.text'])).toBeVisible();
  await expect.poll(() => outboxMark(visitor.email).count).toBe(1);
  await page.screenshot({ path: test.info().outputPath('contact-sent.png'), fullPage: true });

  await signInWithPassword(page, e2eAdmin.email, e2eAdmin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await gotoReady(page, '/admin/messages');
  await expect(
    page.getByRole('heading', { level: 1, name: english['admin_messages.title'] }),
  ).toBeVisible();
  const message = page.getByRole('article', { name: subject });
  await expect(message).toBeVisible();
  await expect(message.getByText(visitor.email)).toBeVisible();
  await message.getByRole('button', { name: english['admin_messages.mark_read'] }).click();
  await expect(
    message.getByRole('button', { name: english['admin_messages.mark_unread'] }),
  ).toBeVisible();
});

test('a user sets feed interests, sees matching listings, and clearing them empties the feed', async ({
  page,
}) => {
  const user = newAccount('feed');
  await signInWithEmailCode(page, user.email, user.name);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await gotoReady(page, '/user/personalised-feed');
  await expect(page.getByText(english['feed.empty.no_preferences_title'])).toBeVisible();

  await page.getByRole('radio', { name: english['feed.type.rent'] }).check();
  await page.getByRole('button', { name: english['feed.save'] }).click();
  await expect(page.getByText(english['feed.saved'])).toBeVisible();
  const results = page.getByRole('list', { name: english['feed.results_label'] });
  await expect(results.getByRole('article').first()).toBeVisible();
  const badges = await results
    .getByRole('list', { name: english['property.badges_label'] })
    .evaluateAll((lists) => lists.map((list) => list.firstElementChild?.textContent ?? ''));
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set([english['property.badge.rent']]));
  await page.screenshot({ path: test.info().outputPath('feed.png'), fullPage: true });

  await gotoReady(page, '/');
  await expect(
    page.getByRole('heading', { name: english['home.recommended.title'] }),
  ).toBeVisible();

  await gotoReady(page, '/user/personalised-feed');
  await expect(page.getByRole('radio', { name: english['feed.type.rent'] })).toBeChecked();
  await page.getByRole('button', { name: english['feed.clear'] }).click();
  await expect(page.getByText(english['feed.cleared'])).toBeVisible();
  await expect(page.getByText(english['feed.empty.no_preferences_title'])).toBeVisible();
});

test('the contact page is in Arabic and mirrored at /ar/contact-us', async ({ page }) => {
  await gotoReady(page, '/ar/contact-us');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { level: 1, name: arabic['contact.title'] }),
  ).toBeVisible();
  await expect(page.getByLabel(arabic['contact.fields.first_name'])).toBeVisible();
  await expect(page.getByRole('button', { name: arabic['contact.send'] })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('contact-ar.png'), fullPage: true });
});

test('the personalised feed is in Arabic and mirrored at /ar/user/personalised-feed', async ({
  page,
}) => {
  const user = newAccount('feed-ar');
  await signInWithEmailCode(page, user.email, user.name);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await gotoReady(page, '/ar/user/personalised-feed');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: arabic['feed.title'] })).toBeVisible();
  await expect(page.getByText(arabic['feed.empty.no_preferences_title'])).toBeVisible();

  await page.getByRole('radio', { name: arabic['feed.type.rent'] }).check();
  await page.getByRole('button', { name: arabic['feed.save'] }).click();
  await expect(page.getByText(arabic['feed.saved'])).toBeVisible();
  const results = page.getByRole('list', { name: arabic['feed.results_label'] });
  await expect(results.getByRole('article').first()).toBeVisible();
  const badges = await results
    .getByRole('list', { name: arabic['property.badges_label'] })
    .evaluateAll((lists) => lists.map((list) => list.firstElementChild?.textContent ?? ''));
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set([arabic['property.badge.rent']]));
  // Mirrored: the heading's text sits at the right of the page.
  const text = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right, width: document.documentElement.clientWidth };
  });
  expect(text.width - text.right).toBeLessThan(text.left);
  await page.screenshot({ path: test.info().outputPath('feed-ar.png'), fullPage: true });

  await gotoReady(page, '/ar');
  await expect(page.getByRole('heading', { name: arabic['home.recommended.title'] })).toBeVisible();
});
