import type { Page } from '@playwright/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { signInWithPassword } from './support/accounts';
import { e2eAdmin } from './support/admin';
import { gotoReady } from './support/navigation';
import { expect, test } from './support/test';

/** Finds one string's row in the translations editor, by a search for its key. */
async function openString(admin: Page, key: string) {
  const editor = admin.getByRole('region', { name: english['admin_languages.translations_title'] });
  await editor.getByLabel(english['admin_languages.language']).selectOption('ar');
  await editor.getByRole('searchbox', { name: english['admin_languages.search'] }).fill(key);
  await editor
    .getByRole('search')
    .getByRole('button', { name: english['admin_languages.search_submit'] })
    .click();
  const row = admin.locator(`li[data-key="${key}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText(english[key as keyof typeof english])).toBeVisible();
  return row;
}

async function saveString(admin: Page, key: string, value: string) {
  const row = await openString(admin, key);
  const field = row.getByLabel(english['admin_languages.text_in'].replace('{key}', key));
  await field.fill(value);
  const saved = admin.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/translations') && response.request().method() === 'POST',
  );
  await row.getByRole('button', { name: english['admin_languages.save'] }).click();
  expect((await saved).status()).toBe(200);
}

test('the administrator edits Arabic strings and sees them on /ar, without a rebuild', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const heading = 'تصفّح حسب نوع العقار';
  const tagline = 'منازل ومشاريع ووكلاء في مكان واحد، بالعربية.';

  // A visitor's static (regenerated) Arabic listing page, generated before the edit.
  const visitor = await browser.newPage();
  await gotoReady(visitor, '/properties');
  const href = await visitor
    .locator('main a[href^="/properties-details/"]')
    .first()
    .getAttribute('href');
  const detail = `/ar${href}`;
  await gotoReady(visitor, detail);
  await expect(visitor.getByText(arabic['footer.tagline'])).toBeVisible();

  await signInWithPassword(page, e2eAdmin.email, e2eAdmin.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await gotoReady(page, '/admin/languages');
  await expect(
    page.getByRole('heading', { level: 1, name: english['admin_languages.title'] }),
  ).toBeVisible();
  await expect(page.getByText(english['admin_languages.new_language_note'])).toBeVisible();

  // A text that drops the English placeholder is refused beside the field.
  const countRow = await openString(page, 'property_list.count.other');
  await countRow
    .getByLabel(english['admin_languages.text_in'].replace('{key}', 'property_list.count.other'))
    .fill('عقارات');
  await countRow.getByRole('button', { name: english['admin_languages.save'] }).click();
  await expect(
    countRow.getByText(
      english['validation.admin_languages.placeholder_missing'].replace(
        '{placeholders}',
        '{count}',
      ),
    ),
  ).toBeVisible();

  await saveString(page, 'home.categories.title', heading);
  await saveString(page, 'footer.tagline', tagline);
  await page.screenshot({ path: test.info().outputPath('admin-languages.png'), fullPage: true });

  // The next Arabic home page (rendered per request) shows the edited heading.
  await gotoReady(visitor, '/ar');
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
  await expect(visitor.getByText(tagline)).toBeVisible();
  // English keeps its own.
  await gotoReady(visitor, '/');
  await expect(
    visitor.getByRole('heading', { name: english['home.categories.title'] }),
  ).toBeVisible();
  // The static page generated before the edit regenerates (the site-wide version).
  await expect(async () => {
    await visitor.goto(detail);
    await expect(visitor.getByText(tagline)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await visitor.screenshot({ path: test.info().outputPath('ar-home-edited.png') });

  // Emptied, the language file's text is back (and the other tests see the file's strings).
  await saveString(page, 'home.categories.title', '');
  await saveString(page, 'footer.tagline', '');
  await gotoReady(visitor, '/ar');
  await expect(
    visitor.getByRole('heading', { name: arabic['home.categories.title'] }),
  ).toBeVisible();
  await visitor.close();
});
