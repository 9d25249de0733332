import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import english from '../../locales/en.json';
import type { PropertyCardDto } from '../../contracts/dto/property-dto';
import { test as listingTest } from './support/listing-test';
import { gotoReady } from './support/navigation';

type TextKey = keyof typeof english;
const say = (key: TextKey) => english[key];

/**
 * The e2e server runs without a Maps key, so every map here is the open map on OpenStreetMap's
 * tiles. Tests reach no tile server: tile requests are refused at once, like on a machine
 * without internet, and the maps must work without them.
 */
async function refuseTiles(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.abort('internetdisconnected'),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first page of the list, as the list page asks for it. */
/**
 * The first page of London's listings. London holds only demo listings: the ones other tests
 * post (in Lisbon and Cascais, at one point each) would come first unfiltered and sit in one count.
 */
async function firstPage(request: APIRequestContext): Promise<PropertyCardDto[]> {
  const response = await request.get('/api/get-property-list', {
    params: { limit: 12, offset: 0, city: 'London' },
  });
  const body = (await response.json()) as { data: PropertyCardDto[] };
  return body.data;
}

base(
  'the list opens in the map view from ?view=map, rendered so by the server',
  async ({ request }) => {
    const html = await (await request.get('/properties?view=map')).text();
    expect(html).toContain(`aria-label="${say('property_list.map.label')}"`);
    const mapLink = html.match(/<a [^>]*href="\/properties\?view=map"[^>]*>/)?.[0];
    expect(mapLink).toContain('aria-current="true"');
  },
);

base(
  'the view toggle switches to the map and back, changing only the URL view',
  async ({ page }) => {
    await refuseTiles(page);
    await gotoReady(page, '/properties?property_type=sell');
    const views = page.getByRole('group', { name: say('property_list.view.label') });

    await views.getByRole('link', { name: say('property_list.view.map') }).click();
    await expect(page).toHaveURL(/\/properties\?property_type=sell&view=map$/);
    const map = page.getByRole('region', { name: say('property_list.map.label') });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

    await views.getByRole('link', { name: say('property_list.view.grid') }).click();
    await expect(page).toHaveURL(/\/properties\?property_type=sell$/);
    await expect(map).toBeHidden();
    await expect(page.locator('main a[href^="/properties-details/"]').first()).toBeVisible();
  },
);

base(
  "the map view shows the page's listings as tags and counts, and a tag opens the listing's card",
  async ({ page, request }) => {
    await refuseTiles(page);
    const listings = await firstPage(request);
    expect(listings.length).toBeGreaterThan(1);
    await gotoReady(page, '/properties?view=map&city=London');
    const map = page.getByRole('region', { name: say('property_list.map.label') });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

    // Every listing of the page is on the map: as its own price tag or inside a count.
    const tags = [];
    for (const listing of listings) {
      const tag = map.getByRole('button', { name: new RegExp(`^${escaped(listing.title)}, `) });
      if ((await tag.count()) > 0) tags.push({ listing, tag });
    }
    // A count shows its number (the name read out says the same in words).
    const counts = await map
      .getByRole('button', { name: /listings? here; open to zoom in$/ })
      .evaluateAll((buttons) =>
        buttons.map((button) => Number(button.querySelector('[aria-hidden="true"]')?.textContent)),
      );
    const clustered = counts.reduce((sum, count) => sum + count, 0);
    expect(tags.length + clustered).toBe(listings.length);
    expect(tags.length).toBeGreaterThan(0);

    const [{ listing, tag }] = tags as [(typeof tags)[number]];
    await tag.click();
    const card = map.getByRole('article');
    await expect(card).toBeVisible();
    const link = card.getByRole('link', { name: listing.title });
    await expect(link).toHaveAttribute('href', `/properties-details/${listing.slug_id}`);
    await expect(card.locator('img')).toHaveAttribute('src', /\S/);
    // Followed from the keyboard: a card that opens near the top of the window can sit under the
    // sticky header, where a mouse press scrolls the link away before the button is released.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/properties-details/${escaped(listing.slug_id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  },
);

base(
  "the detail page shows the listing's place on the map once scrolled to",
  async ({ page, request }) => {
    await refuseTiles(page);
    const [listing] = await firstPage(request);
    await gotoReady(page, `/properties-details/${listing?.slug_id ?? ''}`);
    const map = page.getByRole('region', {
      name: english['property.location.map_label'].replace('{title}', listing?.title ?? ''),
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  },
);

listingTest(
  'the location picker sets the coordinates by dragging the pin',
  async ({ adminPage: page }) => {
    await refuseTiles(page);
    await gotoReady(page, '/user/add-property');
    await page.getByLabel(say('listing_form.details.title'), { exact: true }).fill('Pinned flat');
    await page
      .getByLabel(say('listing_form.details.description'))
      .fill('A flat placed on the map by dragging its pin.');
    await page
      .getByLabel(say('listing_form.details.category'))
      .selectOption({ label: 'Apartment' });
    await page.getByRole('radio', { name: say('property.type.sell') }).check();
    await page.getByLabel(say('listing_form.details.price'), { exact: true }).fill('310000');
    await page.getByRole('button', { name: say('listing_form.next') }).click();
    await expect(
      page.getByRole('group', { name: say('listing_form.steps.location') }),
    ).toBeVisible();

    await page.getByLabel(say('listing_form.location.country')).selectOption({ label: 'Portugal' });
    await page.getByLabel(say('listing_form.location.state')).selectOption({ label: 'Lisbon' });
    await page.getByLabel(say('listing_form.location.city')).selectOption({ label: 'Cascais' });
    const latitude = page.getByLabel(say('listing_form.location.latitude'));
    const longitude = page.getByLabel(say('listing_form.location.longitude'));
    await expect(latitude).not.toHaveValue('');
    const before = {
      lat: Number(await latitude.inputValue()),
      lng: Number(await longitude.inputValue()),
    };

    const picker = page.getByRole('application', { name: say('listing_form.location.map_label') });
    const pin = picker.getByRole('button', { name: say('map.picker_pin') });
    await pin.scrollIntoViewIfNeeded();
    await expect(pin).toBeVisible();
    // The map has moved to Cascais: let it settle before grabbing the pin.
    await expect(pin).toBeInViewport();
    const box = await pin.boundingBox();
    if (!box) throw new Error('the pin has no box');
    const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 40, grab.y, { steps: 4 });
    await page.mouse.move(grab.x + 80, grab.y, { steps: 4 });
    await page.mouse.up();

    // 80 px east at zoom 13 is about 0.0137° of longitude; the latitude stays.
    await expect
      .poll(async () => Number(await longitude.inputValue()))
      .toBeGreaterThan(before.lng + 0.01);
    expect(Number(await longitude.inputValue())).toBeLessThan(before.lng + 0.02);
    expect(Math.abs(Number(await latitude.inputValue()) - before.lat)).toBeLessThan(0.002);
    await expect(longitude).toHaveValue(/^-?\d+\.\d{6}$/);
  },
);
