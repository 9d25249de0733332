import type { Page } from '@playwright/test';
import english from '../../../locales/en.json';
import { expect } from './test';
import { gotoReady } from './navigation';

export type TextKey = keyof typeof english;

/** An English string of the site with its `{placeholders}` filled in. */
export function say(key: TextKey, vars: Record<string, string | number> = {}): string {
  return english[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Adds the photo and the address the profile lacks after registering, and saves it. */
export async function saveProfilePhotoAndAddress(page: Page, photo: string): Promise<void> {
  await gotoReady(page, '/user/profile');
  await page.getByLabel(say('profile.fields.address')).fill('5 Harbour Road');
  await page
    .getByRole('group', { name: say('profile.photo.label') })
    .locator('input[type="file"]')
    .setInputFiles(photo);
  await page.getByRole('button', { name: say('profile.save') }).click();
  await expect(page.getByText(say('profile.saved'))).toBeVisible();
}

/** Completes the profile after registering, as the dashboard then says. */
export async function completeProfile(page: Page, photo: string): Promise<void> {
  await saveProfilePhotoAndAddress(page, photo);
  await gotoReady(page, '/user/dashboard');
  await expect(page.getByText(say('dashboard.completeness.complete'))).toBeVisible();
}

/** Next, then waits for the step named `step` (a listing or project form). */
export async function nextStep(page: Page, step: TextKey): Promise<void> {
  await page.getByRole('button', { name: say('listing_form.next') }).click();
  await expect(page.getByRole('group', { name: say(step) })).toBeVisible();
}
