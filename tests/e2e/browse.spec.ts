import { expect, test } from './support/test';
import english from '../../locales/en.json';
import { newAccount, register } from './support/accounts';
import { gotoReady } from './support/navigation';

const search = (key: keyof typeof english) => english[key];

test('a visitor filters by city and price from the home search and opens a listing', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const form = page.getByRole('search').or(page.locator('form[action="/properties"]')).first();
  await form.getByLabel(search('home.search.city')).selectOption('London');
  await form.getByLabel(search('home.search.max_price')).fill('5000000');
  await form.getByRole('button', { name: search('home.search.submit') }).click();
  await expect(page).toHaveURL(/\/properties\?.*city=London/);
  await expect(page).toHaveURL(/max_price=5000000/);

  const results = page.locator('main a[href^="/properties-details/"]');
  await expect(results.first()).toBeVisible();
  // The URL changes before the list replaces the home page's cards: wait for the results.
  await expect(page.locator('main article').first()).toContainText('London');
  const cards = await page.locator('main article').allInnerTexts();
  expect(cards.length).toBeGreaterThan(0);
  for (const text of cards) expect(text).toMatch(/London/);

  const href = await results.first().getAttribute('href');
  await results.first().click();
  await expect(page).toHaveURL(href ?? /properties-details/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the detail page pages through its gallery and opens the full-screen viewer', async ({
  page,
}) => {
  // London holds only demo listings, each with a gallery; listings other tests post may have one
  // photo and come first unfiltered.
  await gotoReady(page, '/properties?city=London');
  const href = await page
    .locator('main a[href^="/properties-details/"]')
    .first()
    .getAttribute('href');
  await gotoReady(page, href ?? '/');
  await expect(page.getByText(/^1 \/ \d+$/).first()).toBeVisible();
  await page
    .getByRole('button', { name: search('property.gallery.next') })
    .first()
    .click();
  await expect(page.getByText(/^2 \/ \d+$/).first()).toBeVisible();
  await page
    .getByRole('link', { name: search('property.gallery.open_viewer') })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^3 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('a signed-in user favourites a listing, finds it in favourites and reports it', async ({
  page,
}) => {
  await register(page, newAccount('browse'));
  await gotoReady(page, '/properties');
  const first = page.locator('main a[href^="/properties-details/"]').first();
  const href = (await first.getAttribute('href')) ?? '';
  await gotoReady(page, href);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  await page
    .getByRole('button', { name: search('property.actions.favourite'), exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: search('property.actions.favourite_saved') }),
  ).toBeVisible();

  await page.getByRole('button', { name: search('property.actions.report') }).click();
  const dialog = page.getByRole('dialog', { name: search('property.report.title') });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: search('property.report.submit') }).click();
  await expect(page.getByText(search('property.report.sent'))).toBeVisible();

  await gotoReady(page, '/user/favourites');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

// Issue 21, item 14: the compact price ("$8.5K") comes with the full amount (spec §9).
test('the detail pages show the full price with two decimals beside the compact one', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/get_property?city=London&limit=1');
  const listing = ((await answer.json()) as { data: { slug_id: string; price: string }[] }).data[0];
  expect(listing).toBeDefined();
  const full = `$${Number(listing!.price).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
  await gotoReady(page, `/properties-details/${listing!.slug_id}`);
  const price = page.getByRole('main').getByText(full, { exact: false }).first();
  await expect(price).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$[\d.]+[KM]/)
      .first(),
  ).toBeVisible();

  await gotoReady(page, '/project-details/battersea-wharf');
  await expect(page.getByRole('main').getByText('$850,000.00', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByText('$2,900,000.00', { exact: false })).toBeVisible();
});

// Issue 21, item 16: floors count from 1 at street level; no shop says "Floor 0".
test('the demo shops are on floor 1 or above', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the data does not depend on the screen');
  await gotoReady(page, '/properties?category=shop');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const floors = cards.locator('li[title="Floor"]');
  expect(await floors.count()).toBeGreaterThan(0);
  for (const floor of await floors.allInnerTexts()) expect(floor.trim()).not.toMatch(/^0\b/);
});

test('the detail HTML carries the JSON-LD listing and canonical URL, and the sitemap lists it', async ({
  page,
  request,
  baseURL,
}) => {
  await gotoReady(page, '/properties');
  const href =
    (await page.locator('main a[href^="/properties-details/"]').first().getAttribute('href')) ?? '';
  const html = await (await request.get(href)).text();
  expect(html).toMatch(/"@type":"RealEstateListing"/);
  expect(html).toMatch(/"@type":"Offer"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${href}"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${href}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('an unknown listing is a real 404', async ({ page }) => {
  const response = await page.goto('/properties-details/no-such-listing-anywhere');
  expect(response?.status()).toBe(404);
});
