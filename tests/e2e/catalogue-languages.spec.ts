import { expect, test } from './support/test';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { gotoReady } from './support/navigation';

/** Letters of the Arabic script: a name shown translated contains some. */
const arabicLetters = /[\u0600-\u06FF]/;

test('an Arabic visitor sees Arabic category, parameter and facility names', async ({ page }) => {
  await gotoReady(page, '/ar/properties?category_slug_id=apartment');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شقة');
  const categories = page.getByLabel(arabic['property_list.filters.category']).first();
  await expect(categories.locator('option[value="villa"]')).toHaveText('فيلا');
  // A demo apartment in London: listings other tests post (elsewhere, without facilities) may
  // come first in the unfiltered list.
  await gotoReady(page, '/ar/properties?category_slug_id=apartment&city=London');
  const card = page.locator('main article').first();
  await expect(card).toContainText('شقة');
  await expect(card).not.toContainText('Apartment');

  const href = await card.locator('a[href*="/properties-details/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const detail = href!.startsWith('/ar/') ? href! : `/ar${href!}`;
  await gotoReady(page, detail);
  const features = page.getByRole('region', { name: arabic['property.parameters.title'] });
  await expect(features).toContainText('غرف النوم');
  await expect(features).not.toContainText('Bedrooms');
  const nearby = page.getByRole('region', { name: arabic['property.facilities.title'] });
  const facilityNames = await nearby.locator('li').allInnerTexts();
  expect(facilityNames.length).toBeGreaterThan(0);
  for (const name of facilityNames) expect(name).toMatch(arabicLetters);

  // The address is written in Latin letters: isolated, it keeps its order on a right-to-left
  // page ("West Georgia Street, Mount Pleasant, Vancouver" is not reordered around its commas).
  const location = page.getByRole('region', { name: arabic['property.location.title'] });
  const address = location.locator('p bdi').first();
  await expect(address).toContainText('London');
});

test('an English visitor still sees the English names', async ({ page }) => {
  await gotoReady(page, '/properties?category_slug_id=apartment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartment');
  const categories = page.getByLabel(english['property_list.filters.category']).first();
  await expect(categories.locator('option[value="villa"]')).toHaveText('Villa');
  await expect(page.locator('main article').first()).toContainText('Apartment');
  await expect(page.locator('main')).not.toContainText('شقة');
});
