import type { ListingSavedDto } from '../../contracts/dto/listing-saved-dto';
import { newAccount, register, storedToken } from './support/accounts';
import { expect, postThroughApi, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { saveProfilePhotoAndAddress, say } from './support/site-text';

/**
 * Issue 23's review centre: the administrator finds an owner's new listings by a word of their
 * titles and approves both at once; they leave the pending queue and are public.
 */
test('the administrator searches the review queue and approves two listings at once', async ({
  page,
  adminPage,
  uploads,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'the bulk bar is the same on a phone; the component test covers it');
  test.setTimeout(120_000);
  const word = `Quay${Date.now().toString(36)}${testInfo.project.name}`;
  const titles = [`Loft on ${word} Street`, `House by ${word} Park`];
  const saved: ListingSavedDto[] = [];

  await test.step('an owner posts two listings', async () => {
    await register(page, newAccount(`bulk-${testInfo.project.name}`));
    await saveProfilePhotoAndAddress(page, uploads.profilePhoto);
    const token = await storedToken(page);
    for (const title of titles) {
      const posted = await postThroughApi(page.request, token, title, uploads);
      expect(posted.status(), await posted.text()).toBe(201);
      saved.push(((await posted.json()) as { data: ListingSavedDto }).data);
    }
  });

  await test.step('the search finds just those two, and both are approved at once', async () => {
    await gotoReady(adminPage, '/admin/listings');
    await adminPage.getByRole('searchbox', { name: say('review_centre.search_label') }).fill(word);
    await adminPage.getByRole('button', { name: say('common.search'), exact: true }).click();
    await expect(adminPage).toHaveURL(new RegExp(`search=${word}`));
    for (const title of titles) {
      await expect(adminPage.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(adminPage.getByRole('listitem').filter({ hasText: word })).toHaveCount(2);
    await adminPage.getByRole('checkbox', { name: say('review_centre.bulk.select_all') }).check();
    await adminPage.getByRole('button', { name: say('review_centre.bulk.approve') }).click();
    await expect(
      adminPage.getByText(say('review_centre.bulk.done.other', { count: 2 })),
    ).toBeVisible();
    await expect(adminPage.getByRole('heading', { name: titles[0] })).toBeHidden();
  });

  await test.step('both are public now', async () => {
    for (const listing of saved) {
      await gotoReady(page, `/properties-details/${listing.slug_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    }
  });
});
