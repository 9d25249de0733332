import type { Page } from '@playwright/test';

/** Loads a page and waits until React has hydrated it (components/layout/hydration-marker). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
