import arabic from '../../locales/ar.json';
import type { ListingSavedDto } from '../../contracts/dto/listing-saved-dto';
import { newAccount, register, signInWithPassword, storedToken } from './support/accounts';
import { e2eModerator } from './support/admin';
import { expect, postThroughApi, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { say, saveProfilePhotoAndAddress } from './support/site-text';

/**
 * Issue 23, reports: a user reports a listing from its page; a moderator (not the administrator)
 * finds it at /admin/reports and removes it with a reason; its owner's bell shows the reason,
 * and the listing leaves the public site. The listing is posted and approved through the API.
 */
test('a moderator removes a reported listing with a reason and its owner reads it', async ({
  page: owner,
  browser,
  adminPage,
  uploads,
}, testInfo) => {
  test.setTimeout(180_000);
  const word = `${testInfo.project.name}${Date.now().toString(36)}`;
  const title = `Reported flat ${word}`;
  const reason = `Asks for a deposit before any visit ${word}`;
  let saved = { id: 0, slug_id: '' } as ListingSavedDto;

  await test.step('the owner has an approved listing', async () => {
    await register(owner, newAccount(`report-owner-${word}`));
    await saveProfilePhotoAndAddress(owner, uploads.profilePhoto);
    const posted = await postThroughApi(owner.request, await storedToken(owner), title, uploads);
    expect(posted.status(), await posted.text()).toBe(201);
    saved = ((await posted.json()) as { data: ListingSavedDto }).data;
    const approved = await adminPage.request.post('/api/admin/review-listing', {
      headers: { authorization: `Bearer ${await storedToken(adminPage)}` },
      data: { property_id: saved.id, decision: 'approved' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await gotoReady(owner, '/user/dashboard');
  });

  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await test.step('a user reports the listing from its page', async () => {
    await register(reporter, newAccount(`reporter-${word}`));
    await gotoReady(reporter, `/properties-details/${saved.slug_id}`);
    await reporter
      .getByRole('button', { name: say('property.actions.report'), exact: true })
      .click();
    const dialog = reporter.getByRole('dialog', { name: say('property.report.title') });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: say('property.report.submit') }).click();
    await expect(reporter.getByText(say('property.report.sent'))).toBeVisible();
  });

  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await test.step('the moderator removes it from /admin/reports with a reason', async () => {
    await signInWithPassword(moderator, e2eModerator.email, e2eModerator.password);
    await expect(moderator).toHaveURL(/\/user\/dashboard/);
    await gotoReady(moderator, '/admin/reports?kind=listing');
    const card = moderator
      .getByRole('listitem')
      .filter({ has: moderator.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(say('admin_reports.report_count.one'))).toBeVisible();
    await moderator.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });
    await card.getByRole('button', { name: say('admin_reports.remove_listing') }).click();
    const dialog = moderator.getByRole('dialog', {
      name: say('admin_reports.remove_title', { title }),
    });
    await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: say('admin_reports.remove_submit') }).click();
    await expect(card).toBeHidden();
  });

  await test.step('the closed reports show it, in Arabic too', async () => {
    await gotoReady(moderator, '/ar/admin/reports?kind=listing&status=closed');
    await expect(
      moderator.getByRole('heading', { level: 1, name: arabic['admin_reports.title'] }),
    ).toBeVisible();
    await expect(moderator.getByRole('heading', { name: title })).toBeVisible();
    await expect(moderator.getByText(arabic['owner_listings.badge.removed']).first()).toBeVisible();
    await moderator.screenshot({ path: testInfo.outputPath('reports-ar.png'), fullPage: true });
  });

  await test.step('the owner’s bell shows the reason, and the listing is no longer public', async () => {
    const bell = owner.getByRole('button', {
      name: new RegExp(`^${say('notifications.bell.title')}`),
    });
    await bell.click();
    await expect(owner.getByText(reason).first()).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath('owner-bell.png') });
    const visitor = await reporter.request.get(`/api/get_property?id=${saved.id}`);
    expect(visitor.status()).toBe(404);
  });
  await reporterContext.close();
  await moderatorContext.close();
});
