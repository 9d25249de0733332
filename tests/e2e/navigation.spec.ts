import { expect, test } from './support/test';
import english from '../../locales/en.json';
import { gotoReady } from './support/navigation';

test('the mobile menu opens and closes the navigation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button only shows on small screens');
  await gotoReady(page, '/');
  const toggle = page.locator('header details');
  const summary = toggle.locator('summary');
  const properties = page
    .getByRole('navigation', { name: english['nav.main_label'] })
    .getByRole('link', { name: english['nav.properties'] });
  await expect(summary).toBeVisible();
  await expect(summary).toHaveText(english['nav.menu']);
  // Folded from the first paint: the links are not shown until the toggle opens them.
  await expect(properties).toBeHidden();
  await summary.click();
  await expect(toggle).toHaveAttribute('open', '');
  await expect(properties).toBeVisible();
  await summary.click();
  await expect(properties).toBeHidden();
});

test('the desktop header shows the whole navigation without overflowing', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop layout');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: english['nav.main_label'] });
  await expect(nav.getByRole('link', { name: english['nav.properties'] })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const addProperty = page
    .locator('header')
    .getByRole('link', { name: english['nav.add_property'] });
  const box = await addProperty.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
});

test('no page scrolls sideways on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  for (const url of ['/', '/no-such-page']) {
    await page.goto(url);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
