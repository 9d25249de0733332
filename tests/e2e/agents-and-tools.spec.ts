import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { validationErrors } from './support/html-validity';
import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { gotoReady } from './support/navigation';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
  return documents.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function shot(page: Page, name: string) {
  return page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the home page agent count leads to the agents, verified first, and to an agent page', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: english['home.stats.agents_link'] }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(
    page.getByRole('heading', { level: 1, name: english['agents.title'] }),
  ).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.first()).toContainText(english['agents.verified']);
  await shot(page, 'agents');

  const firstName = (await cards.first().getByRole('heading').textContent()) ?? '';
  await page.getByRole('searchbox', { name: english['agents.search.label'] }).fill(firstName);
  await page.getByRole('button', { name: english['agents.search.submit'] }).click();
  await expect(page).toHaveURL(/\/agents\?search=/);
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: firstName }).click();
  await expect(page).toHaveURL(/\/agents\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(english['agents.verified'])).toBeVisible();
  const agent = (await jsonLd(page)).find((item) => item['@type'] === 'RealEstateAgent');
  expect(agent?.name).toBe(firstName);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const listings = page.getByRole('region', { name: new RegExp(firstName) }).getByRole('listitem');
  expect(await listings.count()).toBeGreaterThan(0);
  await shot(page, 'agent');

  await gotoReady(page, page.url().replace(/\/agents\//, '/ar/agents/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(arabic['agents.verified'])).toBeVisible();
  await expect(page.getByRole('link', { name: arabic['agents.back'] })).toBeVisible();
  await shot(page, 'agent-ar');

  await gotoReady(page, '/ar/agents');
  await expect(page.getByRole('heading', { level: 1, name: arabic['agents.title'] })).toBeVisible();
  await shot(page, 'agents-ar');
});

// Issue 21, item 12: a developer's projects count on the agents list and show on their page.
test("an agent's projects are counted on the list and shown on their page", async ({
  page,
  request,
}) => {
  const project = await request.get('/api/get-project-detail?slug_id=battersea-wharf');
  const developer = (
    (await project.json()) as { data: { developer: { name: string; projects_count: number } } }
  ).data.developer;
  expect(developer.projects_count).toBeGreaterThan(0);
  const projectsText = (count: number) =>
    (count === 1 ? english['agents.projects.one'] : english['agents.projects.other']).replace(
      '{count}',
      String(count),
    );

  await gotoReady(page, `/agents?search=${encodeURIComponent(developer.name)}`);
  const card = page.locator('main article').filter({ hasText: developer.name });
  await expect(card).toContainText(projectsText(developer.projects_count));
  await card.getByRole('link', { name: developer.name }).click();
  await expect(page).toHaveURL(/\/agents\/[a-z0-9-]+$/);
  await expect(page.getByText(projectsText(developer.projects_count))).toBeVisible();
  const projects = page.getByRole('region', {
    name: english['agents.projects_title'].replace('{agent}', developer.name),
  });
  await expect(projects.getByRole('link', { name: 'Battersea Wharf' })).toBeVisible();
  await expect(projects.locator('article')).toHaveCount(developer.projects_count);
});

test('someone who is no agent has no agent page', async ({ page }) => {
  const response = await page.goto('/agents/no-such-agent');
  expect(response?.status()).toBe(404);
});

test('the about, privacy and terms pages show the seeded texts from the footer, in both languages', async ({
  page,
}) => {
  const pages = [
    ['nav.about', 'site_text.about.title', /\/about-us$/],
    ['nav.privacy_policy', 'site_text.privacy.title', /\/privacy-policy$/],
    ['nav.terms', 'site_text.terms.title', /\/terms-and-conditions$/],
  ] as const;
  for (const [link, title, url] of pages) {
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: english[link] }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: english[title] })).toBeVisible();
    await expect(page.locator('main [dir="auto"] p').first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Listings' })).toBeVisible();
  await shot(page, 'terms');

  await gotoReady(page, '/ar');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: arabic['nav.privacy_policy'] })
    .click();
  await expect(page).toHaveURL(/\/ar\/privacy-policy$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: arabic['site_text.privacy.title'] }),
  ).toBeVisible();
  await shot(page, 'privacy-ar');
});

test('the area converter converts both ways as you type, in both languages', async ({ page }) => {
  await gotoReady(page, '/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: english['nav.area_converter'] })
    .click();
  await expect(page).toHaveURL(/\/area-converter$/);
  const from = page.getByRole('group', { name: english['area.from'] });
  const to = page.getByRole('group', { name: english['area.to'] });
  await to.getByRole('combobox', { name: english['area.unit_label'] }).selectOption('acre');
  await from.getByRole('textbox', { name: english['area.value'] }).fill('87120');
  await expect(to.getByRole('textbox', { name: english['area.value'] })).toHaveValue('2');
  await from.getByRole('combobox', { name: english['area.unit_label'] }).selectOption('marla');
  await to.getByRole('combobox', { name: english['area.unit_label'] }).selectOption('kanal');
  await to.getByRole('textbox', { name: english['area.value'] }).fill('3');
  await expect(from.getByRole('textbox', { name: english['area.value'] })).toHaveValue('60');
  await expect(page.getByRole('row', { name: /^Marla/ })).toContainText('272.25');
  await shot(page, 'area');

  await gotoReady(page, '/ar/area-converter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arFrom = page.getByRole('group', { name: arabic['area.from'] });
  const arTo = page.getByRole('group', { name: arabic['area.to'] });
  await arFrom.getByRole('combobox', { name: arabic['area.unit_label'] }).selectOption('hectare');
  await arTo.getByRole('combobox', { name: arabic['area.unit_label'] }).selectOption('dunam');
  await arFrom.getByRole('textbox', { name: arabic['area.value'] }).fill('٢');
  await expect(arTo.getByRole('textbox', { name: arabic['area.value'] })).toHaveValue('20');
  await shot(page, 'area-ar');
});

test('these pages are valid HTML with no serious accessibility finding, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const listHtml = await (await request.get('/agents')).text();
  const agentPath = /href="(\/agents\/[a-z0-9-]+)"/.exec(listHtml)?.[1];
  expect(agentPath, 'the list links to an agent').toBeDefined();
  const paths = [
    '/agents',
    agentPath!,
    '/about-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/area-converter',
  ];
  for (const path of [...paths, ...paths.map((path) => `/ar${path}`)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await validationErrors(await response.text()), path).toEqual([]);
    await gotoReady(page, path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious, path).toEqual([]);
  }
});
