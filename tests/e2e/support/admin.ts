import type { Page } from '@playwright/test';
import { gotoReady } from './navigation';
import { say } from './site-text';
import { expect } from './test';

/**
 * The administrator of the end-to-end server: scripts/e2e-server.mjs creates it with
 * `scripts/create-admin.ts` (what `npm run create-admin` runs) before the server starts.
 */
export const e2eAdmin = {
  email: 'admin@e2e.hearth.test',
  password: 'e2e-admin-password',
  name: 'E2E Admin',
} as const;

/**
 * The moderator of the end-to-end server: made like the administrator, then given the stored
 * role `moderator` (scripts/e2e-set-role.ts) before the server starts.
 */
export const e2eModerator = {
  email: 'moderator@e2e.hearth.test',
  password: 'e2e-moderator-password',
  name: 'E2E Moderator',
} as const;

/**
 * The admin approves one item of a review page (`/admin/listings`, `/admin/projects`, with a
 * tab's query such as `?status=changes`), found by its title, and waits for it to leave.
 */
export async function approveInQueue(admin: Page, queuePath: string, title: string) {
  await gotoReady(admin, queuePath);
  const decisions = admin.getByRole('group', {
    name: say('moderation.decisions_label', { title }),
  });
  await decisions.getByRole('button', { name: say('moderation.approve') }).click();
  await expect(decisions).toBeHidden();
}
