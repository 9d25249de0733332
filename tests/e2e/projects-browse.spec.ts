import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { newAccount, signInWithEmailCode } from './support/accounts';
import { gotoReady } from './support/navigation';

/**
 * Issue 12, the public side of projects: the list with its filters, the statically generated
 * detail page with the gallery and plan titles, the floor-plan files only after sign-in, and
 * the Arabic list. Runs on the demo data (ten approved projects across the demo cities).
 */
const text = (key: keyof typeof english) => english[key];

test('a visitor filters projects by city, opens one and is asked to sign in for the plans', async ({
  page,
}) => {
  await gotoReady(page, '/projects');
  await expect(
    page.getByRole('heading', { level: 1, name: text('project_list.title') }),
  ).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();

  const filters = page.getByRole('search', { name: text('project_list.filters.title') });
  await filters.getByLabel(text('project_list.filters.city')).selectOption('London');
  await filters.getByRole('button', { name: text('project_list.filters.apply') }).click();
  await expect(page).toHaveURL(/\/projects\?city=London$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'New projects in London' }),
  ).toBeVisible();
  // Every card is in London; the demo's London development is among them.
  const cards = page.locator('main article');
  await expect(cards.first()).toContainText('London');
  for (const card of await cards.allInnerTexts()) expect(card).toMatch(/London/);
  const battersea = cards.filter({ hasText: 'Battersea Wharf' });
  await expect(battersea).toContainText('From');

  await battersea.getByRole('link', { name: 'Battersea Wharf' }).click();
  await expect(page).toHaveURL(/\/project-details\/battersea-wharf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Battersea Wharf' })).toBeVisible();
  const gallery = page.getByRole('region', { name: text('property.gallery.label') });
  await expect(gallery.getByRole('img').first()).toBeVisible();

  const plans = page.getByRole('region', { name: text('project_detail.plans.title') });
  for (const title of [
    'One-bedroom, 55 m²',
    'Two-bedroom, 82 m²',
    'Three-bedroom duplex, 126 m²',
  ]) {
    await expect(plans.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(plans.getByText(text('project_detail.plans.sign_in_text'))).toBeVisible();
  await expect(plans.getByRole('img')).toHaveCount(0);
});

test('the detail page is static HTML holding the plan titles but never the plan files', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the HTML does not depend on the screen');
  const response = await request.get('/project-details/battersea-wharf');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Two-bedroom, 82 m²');
  expect(html).toContain('"@type":"Residence"');
  expect(html).toMatch(/hreflang="ar"/i);
  expect(html).not.toMatch(/brochure\.pdf/i);
  expect((await request.get('/project-details/no-such-project')).status()).toBe(404);
});

// Others need a package with project access (issue 14); the developer always sees their own.
test("the project's developer, signed in, sees the floor-plan files and documents", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithEmailCode(page, 'james.whitaker@example.com');
  await expect(page).not.toHaveURL(/\/login/);
  await gotoReady(page, '/project-details/battersea-wharf');
  const plans = page.getByRole('region', { name: text('project_detail.plans.title') });
  const drawing = plans.getByRole('img', { name: 'Floor plan: One-bedroom, 55 m²' });
  await expect(drawing).toBeVisible({ timeout: 20_000 });
  await expect(drawing).toHaveJSProperty('complete', true);
  expect(
    await drawing.evaluate((image) => (image as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  await expect(plans.getByRole('link', { name: 'Battersea Wharf brochure.pdf' })).toBeVisible();
  await expect(plans.getByText(text('project_detail.plans.sign_in_text'))).toHaveCount(0);
});

test('/ar/projects is the Arabic project list, right to left', async ({ page }) => {
  await gotoReady(page, '/ar/projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: arabic['project_list.title'] }),
  ).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main a[href^="/ar/project-details/"]').first()).toBeVisible();
});

// Issue 21, item 10: a package gates the plan files; the page says so as the spec's dialog does.
test('a signed-in user without project access is pointed to the packages, not told of a failure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithEmailCode(page, newAccount('plans').email, 'Plan Reader');
  await expect(page).not.toHaveURL(/\/login/);
  await gotoReady(page, '/project-details/battersea-wharf');
  const plans = page.getByRole('region', { name: text('project_detail.plans.title') });
  // The free allowance is a package without project access: the feature's sentence.
  await expect(plans.getByText(text('packages.limit.project_access'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(plans.getByText(text('project_detail.plans.load_failed'))).toHaveCount(0);
  await expect(plans.getByRole('img')).toHaveCount(0);
  const developer = page.getByRole('region', { name: text('project_detail.developer.title') });
  await expect(developer.getByText(text('packages.limit.project_access'))).toBeVisible();
  await plans.getByRole('link', { name: text('packages.opps.confirm') }).click();
  await expect(page).toHaveURL(/\/subscription-plan$/);
});

// Issue 21, item 11: saved projects have their own tab in the favourites.
test('a user saves a project, finds it under Projects in the favourites and removes it there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithEmailCode(page, newAccount('saver').email, 'Project Saver');
  await expect(page).not.toHaveURL(/\/login/);
  await gotoReady(page, '/project-details/battersea-wharf');
  await page
    .getByRole('button', { name: text('project_detail.actions.favourite'), exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: text('project_detail.actions.favourite_saved') }),
  ).toBeVisible();

  await gotoReady(page, '/user/favourites');
  const tabs = page.getByRole('tablist', { name: text('favourites.tabs_label') });
  await expect(tabs.getByRole('tab', { name: text('favourites.tab.properties') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(text('favourites.properties.empty'))).toBeVisible();
  await tabs.getByRole('tab', { name: text('favourites.tab.projects') }).click();
  await expect(page).toHaveURL(/\/user\/favourites\?tab=projects$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Battersea Wharf' })).toBeVisible();
  await expect(panel.getByText('1 saved project')).toBeVisible();

  await panel
    .getByRole('button', {
      name: english['favourites.remove_named'].replace('{title}', 'Battersea Wharf'),
    })
    .click();
  await expect(panel.getByText(text('favourites.projects.empty'))).toBeVisible();
  await gotoReady(page, '/user/favourites?tab=projects');
  await expect(page.getByText(text('favourites.projects.empty'))).toBeVisible();
});
