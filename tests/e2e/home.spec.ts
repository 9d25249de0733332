import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { gotoReady } from './support/navigation';

/** Collects console errors and failed requests so a test can prove a page is clean. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return problems;
}

test.describe('the home page', () => {
  test('renders every section from the demo data without console errors', async ({ page }) => {
    const problems = watchForErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: english['home.hero.title'] }),
    ).toBeVisible();
    for (const key of [
      'home.slider.title',
      'home.categories.title',
      'home.latest.title',
      'home.cities.title',
    ] as const) {
      await expect(page.getByRole('heading', { name: english[key], exact: true })).toBeVisible();
    }
    const listingLinks = page.locator('main a[href^="/properties-details/"]');
    expect(await listingLinks.count()).toBeGreaterThan(8);
    await expect(page.locator('footer')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('loads listing photos from the media store', async ({ page }) => {
    await page.goto('/');
    const photo = page.locator('main img[src^="/api/media/properties/"]').first();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(100);
  });

  test('searches from the hero form into the property list URL', async ({ page }) => {
    await gotoReady(page, '/');
    const form = page.locator('form[action="/properties"]');
    await form.getByRole('combobox').first().selectOption({ index: 1 });
    const city = await form.getByRole('combobox').first().inputValue();
    await form.getByRole('button').last().click();
    await expect(page).toHaveURL(
      new RegExp(`/properties\\?.*city=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`),
    );
  });

  test('answers an unknown address with a real 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: english['errors.go_home'] })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered HTML already holds the listings, the search and the links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english['home.hero.title']);
    const cards = page.locator('main a[href^="/properties-details/"]');
    expect(await cards.count()).toBeGreaterThan(8);
    await expect(page.locator('form[action="/properties"] input[name="search"]')).toBeVisible();
    const html = await page.content();
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/?"/);
  });
});

test.describe('languages', () => {
  test('the switch opens the same page in Arabic, right to left, and / remembers the choice', async ({
    page,
    isMobile,
  }) => {
    const problems = watchForErrors(page);
    await gotoReady(page, '/properties?property_type=rent');
    if (isMobile) await page.locator('header summary').click();
    await page.getByRole('combobox', { name: english['nav.language'] }).selectOption('ar');
    await expect(page).toHaveURL(/\/ar\/properties\?property_type=rent$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The choice is remembered: the English home page's address sends the visitor to Arabic.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic['home.hero.title']);
    expect(problems).toEqual([]);
  });

  test('/ar/properties is Arabic, right to left, and names its English and Arabic addresses', async ({
    page,
  }) => {
    const response = await page.goto('/ar/properties');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      arabic['property_list.title.properties'],
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      en: expect.stringMatching(/\/properties$/),
      ar: expect.stringMatching(/\/ar\/properties$/),
      'x-default': expect.stringMatching(/\/properties$/),
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/ar\/properties$/,
    );
  });
});
