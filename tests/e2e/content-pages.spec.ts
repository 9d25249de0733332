import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { gotoReady } from './support/navigation';

async function jsonLdTypes(page: import('@playwright/test').Page): Promise<string[]> {
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
  return documents.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test('the FAQs page answers a question, with FAQPage data, in both languages', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: english['nav.faqs'] }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1, name: english['faqs.title'] })).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('FAQPage');
  const question = page.getByText('How do I list my property on Hearth?');
  await question.click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('faqs.png'), fullPage: true });

  await gotoReady(page, '/ar/faqs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arabic['faqs.title'] })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('faqs-ar.png'), fullPage: true });
});

test('the article list leads to an article page with Article data', async ({ page }) => {
  await gotoReady(page, '/articles');
  await expect(
    page.getByRole('heading', { level: 1, name: english['articles.title'] }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('articles.png'), fullPage: true });
  const firstCard = page.locator('main article').first().getByRole('link');
  const title = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await jsonLdTypes(page)).toContain('Article');
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    /\/ar\/articles\//,
  );
  await page.screenshot({ path: test.info().outputPath('article.png'), fullPage: true });

  await gotoReady(page, page.url().replace(/\/articles\//, '/ar/articles/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: arabic['articles.back'] })).toBeVisible();
});

test('an unknown article is not found', async ({ page }) => {
  const response = await page.goto('/articles/no-such-article');
  expect(response?.status()).toBe(404);
});
