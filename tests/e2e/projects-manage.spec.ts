import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, register, storedToken } from './support/accounts';
import { approveInQueue } from './support/admin';
import { expect, test, type Uploads } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { completeProfile, nextStep, say } from './support/site-text';

/**
 * The owner's and the admin's side of projects (issue 12): post with floor plans and a
 * gallery, review, remove a plan, deactivate. The public list and detail pages are checked in
 * the browser, and through the public calls get-projects and get-project-detail.
 */

/** The plan titles the public detail page shows (the files come only after sign-in). */
async function detailPagePlanTitles(page: Page, slug: string): Promise<string[]> {
  await gotoReady(page, `/project-details/${slug}`);
  const plans = page.getByRole('region', { name: say('project_detail.plans.title') });
  await expect(plans).toBeVisible();
  return plans.getByRole('heading', { level: 3 }).allTextContents();
}

/** Whether the public /projects page lists a project titled `title` when searching `word`. */
async function listPageShows(page: Page, word: string, title: string): Promise<boolean> {
  await gotoReady(page, `/projects?search=${encodeURIComponent(word)}`);
  return (await page.getByRole('link', { name: title, exact: true }).count()) > 0;
}

/** How many public projects get-projects finds for `word`, and the first one's slug. */
async function publicProjects(request: APIRequestContext, word: string) {
  const answer = await request.get(`/api/get-projects?search=${encodeURIComponent(word)}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { total?: number; data: { slug_id: string }[] };
  return { total: body.total ?? body.data.length, slugs: body.data.map((item) => item.slug_id) };
}

/** The public plans of a project (get-project-detail), by title. */
async function publicPlanTitles(request: APIRequestContext, slug: string): Promise<string[]> {
  const answer = await request.get(`/api/get-project-detail?slug_id=${slug}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { plans: { title: string }[] } };
  return body.data.plans.map((plan) => plan.title);
}

/** Adds a floor plan with its title and file on the floor plans step. */
async function addPlan(page: Page, number: number, title: string, file: string): Promise<void> {
  await page.getByRole('button', { name: say('project_form.plans.add') }).click();
  const plan = page.getByRole('group', { name: say('project_form.plans.number', { number }) });
  await plan.getByLabel(say('project_form.plans.title')).fill(title);
  await plan.getByLabel(say('project_form.plans.file_named', { name: title })).setInputFiles(file);
}

/** Fills in every step of the add-project form with two floor plans and a gallery. */
async function postProject(page: Page, title: string, uploads: Uploads): Promise<void> {
  await gotoReady(page, '/user/add-project');
  await page.getByLabel(say('listing_form.details.title'), { exact: true }).fill(title);
  await page
    .getByLabel(say('listing_form.details.description'))
    .fill('Two towers of bright flats by the sea, with a garden and a pool on the roof.');
  await page.getByLabel(say('listing_form.details.category')).selectOption({ label: 'Apartment' });
  await page
    .getByLabel(say('project_form.details.type'))
    .selectOption({ label: say('project_form.type.under_construction') });
  await page.getByLabel(say('project_form.details.min_price')).fill('250000');

  await nextStep(page, 'listing_form.steps.location');
  await page.getByLabel(say('listing_form.location.country')).selectOption({ label: 'Portugal' });
  await page.getByLabel(say('listing_form.location.state')).selectOption({ label: 'Lisbon' });
  await page.getByLabel(say('listing_form.location.city')).selectOption({ label: 'Cascais' });
  await page.getByLabel(say('listing_form.location.street')).fill('3 Avenida do Mar');

  await nextStep(page, 'listing_form.steps.plans');
  await addPlan(page, 1, 'Ground floor', uploads.document);
  await expect(page.getByText('floor-plan.pdf', { exact: true })).toBeVisible();
  await addPlan(page, 2, 'Penthouse', uploads.galleryPhotos[2]);
  await expect(page.getByRole('img', { name: 'Penthouse' })).toBeVisible();

  await nextStep(page, 'listing_form.steps.media');
  await page
    .getByLabel(say('project_form.media.image'), { exact: true })
    .setInputFiles(uploads.titleImage);
  await page
    .getByLabel(say('listing_form.media.gallery_images'), { exact: true })
    .setInputFiles(uploads.galleryPhotos);
  for (const name of ['living-room.jpg', 'kitchen.png', 'bedroom.jpg']) {
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  }
  await nextStep(page, 'listing_form.steps.seo');
  await nextStep(page, 'listing_form.steps.review');
  await page.getByRole('button', { name: say('project_form.submit') }).click();
}

/** The owner's row of the project in /user/projects. */
async function myProjectRow(page: Page, title: string) {
  await gotoReady(page, '/user/projects');
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

test('an owner posts a project with two floor plans and a gallery, the admin approves it, and the owner removes a plan and deactivates it', async ({
  page,
  adminPage,
  uploads,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // A signed-out visitor's view of the public pages.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitorPage = await visitor.newPage();
  const word = `e2e${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Seafront towers ${word}`;
  const account = newAccount(`developer-${testInfo.project.name}`);
  let slug = '';

  await test.step('a new user completes the profile', async () => {
    await register(page, account);
    await completeProfile(page, uploads.profilePhoto);
  });

  await test.step('the user posts the project; it waits for review and is not public', async () => {
    await postProject(page, title, uploads);
    await expect(page).toHaveURL(/\/user\/projects$/);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText(say('owner_listings.badge.pending'), { exact: true })).toBeVisible();
    expect((await publicProjects(page.request, word)).total).toBe(0);
  });

  await test.step('the admin approves it; it is public with both plans', async () => {
    await approveInQueue(adminPage, '/admin/projects', title);
    const found = await publicProjects(page.request, word);
    expect(found.total).toBe(1);
    slug = found.slugs[0] ?? '';
    expect(await publicPlanTitles(page.request, slug)).toEqual(['Ground floor', 'Penthouse']);
    expect(await listPageShows(visitorPage, word, title)).toBe(true);
    expect(await detailPagePlanTitles(visitorPage, slug)).toEqual(['Ground floor', 'Penthouse']);
    const row = await myProjectRow(page, title);
    await expect(row.getByText(say('owner_listings.badge.active'), { exact: true })).toBeVisible();
  });

  await test.step('the owner removes a plan; the project stays public as it was while the change is reviewed', async () => {
    const row = await myProjectRow(page, title);
    await row.getByRole('link', { name: say('owner_listings.action.edit') }).click();
    await expect(page).toHaveURL(`/user/edit-project/${slug}`);
    await expect(page.getByLabel(say('listing_form.details.title'), { exact: true })).toHaveValue(
      title,
    );
    await nextStep(page, 'listing_form.steps.location');
    await nextStep(page, 'listing_form.steps.plans');
    await page
      .getByRole('button', {
        name: say('listing_form.media.remove_named', { name: 'Ground floor' }),
      })
      .click();
    await expect(page.getByRole('group', { name: /Floor plan \d/ })).toHaveCount(1);
    await nextStep(page, 'listing_form.steps.media');
    await nextStep(page, 'listing_form.steps.seo');
    await nextStep(page, 'listing_form.steps.review');
    await page.getByRole('button', { name: say('listing_form.save') }).click();
    await expect(page).toHaveURL(/\/user\/projects$/);
    expect((await publicProjects(page.request, word)).total).toBe(1);
    expect(await publicPlanTitles(page.request, slug)).toEqual(['Ground floor', 'Penthouse']);
    const changed = await myProjectRow(page, title);
    await expect(
      changed.getByText(say('owner_listings.badge.approved'), { exact: true }),
    ).toBeVisible();
    await expect(changed.getByText(say('project_form.plans.list'))).toBeVisible();
  });

  await test.step('the change approved, it shows one plan; deactivated, it leaves the public list', async () => {
    await approveInQueue(adminPage, '/admin/projects?status=changes', title);
    expect(await publicPlanTitles(page.request, slug)).toEqual(['Penthouse']);
    expect((await publicProjects(page.request, word)).total).toBe(1);
    const row = await myProjectRow(page, title);
    await row.getByRole('button', { name: say('owner_listings.action.inactive') }).click();
    await expect(
      row.getByText(say('owner_listings.badge.inactive'), { exact: true }),
    ).toBeVisible();
    expect((await publicProjects(page.request, word)).total).toBe(0);
    expect(await listPageShows(visitorPage, word, title)).toBe(false);
  });
  await visitor.close();
});

// Issue 21, item 13: the package gate holds however the add page is reached.
test('a user whose packages have no room for a project meets the Opps dialog on /user/add-project opened directly', async ({
  page,
  uploads,
}, testInfo) => {
  test.setTimeout(120_000);
  await register(page, newAccount(`no-room-${testInfo.project.name}`));
  await completeProfile(page, uploads.profilePhoto);
  // The free "Featured Trial" runs instead of the free allowance: it features, it posts nothing.
  const authorization = `Bearer ${await storedToken(page)}`;
  const offers = await page.request.get('/api/get-package', { headers: { authorization } });
  const { packages } = (
    (await offers.json()) as { data: { packages: { id: number; name: string }[] } }
  ).data;
  const trial = packages.find((offer) => offer.name === 'Featured Trial');
  expect(trial, 'the demo offers the Featured Trial').toBeDefined();
  const taken = await page.request.post('/api/assign_package', {
    headers: { authorization },
    data: { package_id: trial!.id },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await gotoReady(page, '/user/add-project');
  const dialog = page.getByRole('alertdialog', { name: say('packages.opps.title') });
  await expect(dialog.getByText(say('packages.limit.project_list'))).toBeVisible();
  await expect(page.getByLabel(say('listing_form.details.title'), { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: say('packages.opps.confirm') }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});
