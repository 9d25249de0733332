import { expect, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { say } from './support/site-text';

test('the administrator publishes an article with sanitised HTML, then makes it a draft', async ({
  page,
  adminPage,
  isMobile,
}) => {
  test.skip(isMobile, 'the console’s editor is the same on a phone; the catalogue spec covers it');
  const title = `Moving day ${Date.now().toString(36)}`;

  await test.step('the administrator writes the article', async () => {
    await gotoReady(adminPage, '/admin/articles');
    await adminPage.getByRole('button', { name: say('admin_articles.add') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('admin_articles.add') });
    await dialog.getByLabel(say('admin_articles.title_field')).fill(title);
    await dialog.getByLabel(say('admin_articles.category')).selectOption({ index: 1 });
    await dialog
      .getByLabel(say('admin_articles.description'))
      .fill('<h2>Keys first</h2><p>Check the meters.<script>alert(1)</script></p>');
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  await test.step('a visitor reads it, without the script', async () => {
    await gotoReady(page, '/articles');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Keys first' })).toBeVisible();
    await expect(page.locator('article script')).toHaveCount(0);
  });

  await test.step('made a draft, it leaves the article list', async () => {
    await adminPage
      .getByRole('button', { name: say('admin_catalogue.edit_label', { name: title }) })
      .click();
    const dialog = adminPage.getByRole('dialog', {
      name: say('admin_catalogue.edit_title', { name: title }),
    });
    await dialog.getByLabel(say('admin_articles.is_published')).uncheck();
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await gotoReady(page, '/articles');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
});
