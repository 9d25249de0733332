import type { Page } from '@playwright/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import type { ListingSavedDto } from '../../contracts/dto/listing-saved-dto';
import { newAccount, register, storedToken } from './support/accounts';
import { expect, postThroughApi, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { saveProfilePhotoAndAddress } from './support/site-text';

/**
 * Issue 22's headline flow, in both languages on both viewports: a buyer (A) opens a listing and
 * writes to its owner (B); B sees it arrive live with the unread badge and answers with a file
 * and a voice message (Chromium's fake microphone); A sees both; B blocks A, whose composer is
 * closed with the reason, then unblocks; the admin rejects B's listing and B's bell shows it
 * live. The listing is posted and approved through the API (the forms are tested elsewhere).
 */
for (const language of ['en', 'ar'] as const) {
  const say = (key: keyof typeof english & keyof typeof arabic) =>
    language === 'ar' ? arabic[key] : english[key];
  const prefix = language === 'ar' ? '/ar' : '';

  test(`${language}: a buyer and an owner chat live about a listing, with a file, a voice message, a block and a notification`, async ({
    page: owner,
    browser,
    adminPage,
    uploads,
  }, testInfo) => {
    test.setTimeout(240_000);
    const word = `${language}${testInfo.project.name}${Date.now().toString(36)}`;
    const title = `Chat flat ${word}`;
    let saved = { id: 0, slug_id: '' } as ListingSavedDto;
    const adminToken = await storedToken(adminPage);

    await test.step('the owner has an approved listing', async () => {
      await register(owner, newAccount(`chat-owner-${word}`));
      await saveProfilePhotoAndAddress(owner, uploads.profilePhoto);
      const posted = await postThroughApi(owner.request, await storedToken(owner), title, uploads);
      expect(posted.status(), await posted.text()).toBe(201);
      saved = ((await posted.json()) as { data: ListingSavedDto }).data;
      const approved = await adminPage.request.post('/api/admin/review-listing', {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { property_id: saved.id, decision: 'approved' },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await gotoReady(owner, `${prefix}/user/dashboard`);
    });

    const buyerAccount = newAccount(`chat-buyer-${word}`);
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    const composerOf = (page: Page) =>
      page.getByRole('textbox', { name: say('chat.composer.label') });
    /** The open conversation's messages (the list of conversations repeats the last one). */
    const messagesOf = (page: Page) =>
      page.getByRole('list', {
        name: new RegExp(`^${say('chat.thread.messages').split('{name}')[0]}`),
      });

    await test.step('the buyer writes to the owner from the listing page', async () => {
      await register(buyer, buyerAccount);
      await gotoReady(buyer, `${prefix}/properties-details/${saved.slug_id}`);
      await buyer
        .getByRole('link', { name: say('chat_start.message_owner') })
        .or(buyer.getByRole('button', { name: say('chat_start.message_owner') }))
        .first()
        .click();
      await expect(buyer).toHaveURL(/\/user\/chat\?/);
      await composerOf(buyer).fill('Hello, is the flat still available?');
      await buyer.getByRole('button', { name: say('chat.composer.send') }).click();
      await expect(
        messagesOf(buyer).getByText('Hello, is the flat still available?'),
      ).toBeVisible();
    });

    await test.step('the owner sees it arrive live, with the unread badge, and answers with a file and a voice message', async () => {
      await expect(
        owner.getByRole('link', { name: say('notifications.bell.messages.one') }),
      ).toBeVisible();
      await owner.getByRole('link', { name: say('notifications.bell.messages.one') }).click();
      await expect(owner).toHaveURL(/\/user\/chat/);
      await owner.getByRole('link', { name: buyerAccount.name }).first().click();
      await expect(
        messagesOf(owner).getByText('Hello, is the flat still available?'),
      ).toBeVisible();
      await owner.locator('input[type="file"]').setInputFiles(uploads.document);
      await composerOf(owner).fill('Yes: here is the floor plan.');
      await owner.getByRole('button', { name: say('chat.composer.send') }).click();
      await expect(messagesOf(owner).getByText('Yes: here is the floor plan.')).toBeVisible();
      await owner.getByRole('button', { name: say('chat.composer.record') }).click();
      await owner.waitForTimeout(1500);
      await owner.getByRole('button', { name: say('chat.composer.stop') }).click();
      await owner.getByRole('button', { name: say('chat.composer.send') }).click();
      await expect(owner.locator('audio[src*="/api/media/private/chat/"]')).toHaveCount(1);
    });

    await test.step('the buyer sees both without reloading', async () => {
      await expect(messagesOf(buyer).getByText('Yes: here is the floor plan.')).toBeVisible();
      await expect(buyer.getByRole('link', { name: /floor-plan\.pdf/ })).toBeVisible();
      await expect(buyer.locator('audio[src*="/api/media/private/chat/"]')).toHaveCount(1);
    });

    await test.step('the owner blocks the buyer, whose composer closes with the reason; then unblocks', async () => {
      await owner.getByRole('button', { name: say('chat.block.action') }).click();
      await owner.getByLabel(say('chat.block.reason')).fill('Too many calls');
      await owner
        .getByRole('dialog')
        .getByRole('button', { name: say('chat.block.confirm') })
        .click();
      await expect(owner.getByRole('button', { name: say('chat.unblock.action') })).toBeVisible();
      await gotoReady(buyer, buyer.url());
      await expect(buyer.getByText(say('chat.closed.blocked_you'))).toBeVisible();
      await expect(composerOf(buyer)).toBeDisabled();
      await owner.getByRole('button', { name: say('chat.unblock.action') }).click();
      await expect(owner.getByRole('button', { name: say('chat.block.action') })).toBeVisible();
      await gotoReady(buyer, buyer.url());
      await expect(composerOf(buyer)).toBeEnabled();
    });

    await test.step('the admin rejects the listing and the owner’s bell shows it live', async () => {
      const bell = owner.getByRole('button', {
        name: new RegExp(`^${say('notifications.bell.title')}`),
      });
      const before = (await bell.textContent()) ?? '';
      const rejected = await adminPage.request.post('/api/admin/review-listing', {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { property_id: saved.id, decision: 'rejected', reason: 'The photos are blurry' },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
      await expect(bell).not.toHaveText(before);
      await bell.click();
      await expect(owner.getByText(/The photos are blurry/).first()).toBeVisible();
      await owner.screenshot({ path: testInfo.outputPath(`chat-${language}.png`) });
    });
    await buyerContext.close();
  });
}
