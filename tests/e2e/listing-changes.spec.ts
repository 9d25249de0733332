import arabic from '../../locales/ar.json';
import type { ListingSavedDto } from '../../contracts/dto/listing-saved-dto';
import { newAccount, register, storedToken } from './support/accounts';
import { expect, postThroughApi, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { saveProfilePhotoAndAddress } from './support/site-text';

/**
 * Issue 21, item 9, in Arabic (the English run is the listings flow in listings.spec.ts): an
 * approved listing's edit keeps the approved version public, the new price shows at once, the
 * owner sees the change under the live listing, and the admin approves it in the Changes tab.
 * The listing is posted and first approved through the API; the forms are tested elsewhere.
 */
test('in Arabic, an approved listing stays public while its change waits, and the admin approves it from the Changes tab', async ({
  page,
  adminPage,
  uploads,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Tagus house ${word}`;
  const renamed = `Tagus house with a garden ${word}`;
  let saved: ListingSavedDto = { id: 0, slug_id: '' } as ListingSavedDto;
  let ownerToken = '';

  await test.step('an owner posts a listing and the admin approves it', async () => {
    await register(page, newAccount(`changes-${testInfo.project.name}`));
    await saveProfilePhotoAndAddress(page, uploads.profilePhoto);
    ownerToken = await storedToken(page);
    const posted = await postThroughApi(page.request, ownerToken, title, uploads);
    expect(posted.status(), await posted.text()).toBe(201);
    saved = ((await posted.json()) as { data: ListingSavedDto }).data;
    const approved = await adminPage.request.post('/api/admin/review-listing', {
      headers: { authorization: `Bearer ${await storedToken(adminPage)}` },
      data: { property_id: saved.id, decision: 'approved' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  });

  await test.step('the owner renames it and lowers the price: the price shows at once, the title waits', async () => {
    const edited = await page.request.post('/api/update_post_property', {
      headers: { authorization: `Bearer ${ownerToken}` },
      multipart: { id: String(saved.id), title: renamed, price: '300000' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    expect(((await edited.json()) as { data: ListingSavedDto }).data).toMatchObject({
      review_status: 'approved',
      changes_in_review: true,
    });
    await gotoReady(page, `/ar/properties-details/${saved.slug_id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await gotoReady(page, '/ar/user/properties');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(
      row.getByText(arabic['owner_listings.badge.approved'], { exact: true }),
    ).toBeVisible();
    await expect(row.getByText(arabic['listing_form.details.title'])).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('owner-changes-ar.png'), fullPage: true });
  });

  await test.step('the admin sees the change in the Changes tab and approves it; the page shows it', async () => {
    await gotoReady(adminPage, '/ar/admin/listings?status=changes');
    await expect(
      adminPage.getByRole('tab', { name: arabic['moderation.tab.changes'], selected: true }),
    ).toBeVisible();
    const change = adminPage.getByRole('row').filter({ hasText: renamed });
    await expect(change).toContainText(title);
    await adminPage.screenshot({
      path: testInfo.outputPath('admin-changes-ar.png'),
      fullPage: true,
    });
    const decisions = adminPage.getByRole('group', {
      name: arabic['moderation.decisions_label'].replace('{title}', title),
    });
    await decisions.getByRole('button', { name: arabic['moderation.approve'] }).click();
    await expect(decisions).toBeHidden();

    await gotoReady(page, `/ar/properties-details/${saved.slug_id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });
});
