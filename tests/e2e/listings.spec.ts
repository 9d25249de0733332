import type { Page } from '@playwright/test';
import { newAccount, register } from './support/accounts';
import { approveInQueue } from './support/admin';
import { expect, mainColourOf, photoColours, test, type Uploads } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { completeProfile, nextStep, say } from './support/site-text';

/** Fills in every step of the add-property form for a monthly rent and submits it. */
async function postRentListing(page: Page, title: string, uploads: Uploads): Promise<void> {
  await gotoReady(page, '/user/add-property');
  await page.getByLabel(say('listing_form.details.title'), { exact: true }).fill(title);
  await page
    .getByLabel(say('listing_form.details.description'))
    .fill('A bright two-bedroom flat near the river, with a balcony and a new kitchen.');
  await page.getByLabel(say('listing_form.details.category')).selectOption({ label: 'Apartment' });
  await page.getByRole('radio', { name: say('property.type.rent') }).check();
  await page
    .getByLabel(say('listing_form.details.rent_duration'))
    .selectOption({ label: say('property.rent_duration.monthly') });
  await page.getByLabel(say('listing_form.details.price'), { exact: true }).fill('2450');

  await nextStep(page, 'listing_form.steps.location');
  await page.getByLabel(say('listing_form.location.country')).selectOption({ label: 'Portugal' });
  await page.getByLabel(say('listing_form.location.state')).selectOption({ label: 'Lisbon' });
  await page.getByLabel(say('listing_form.location.city')).selectOption({ label: 'Cascais' });
  await page.getByLabel(say('listing_form.location.street')).fill('12 Rua das Flores');
  await expect(page.getByLabel(say('listing_form.location.address'))).toHaveValue(
    '12 Rua das Flores, Cascais, Lisbon, Portugal',
  );

  await nextStep(page, 'listing_form.steps.parameters');
  await page.getByLabel('Bedrooms', { exact: true }).fill('2');
  await page.getByLabel('Bathrooms', { exact: true }).fill('1');
  await page.getByLabel('Area (sq ft)', { exact: true }).fill('850');

  await nextStep(page, 'listing_form.steps.media');
  await page
    .getByLabel(say('listing_form.media.title_image'), { exact: true })
    .setInputFiles(uploads.titleImage);
  await page
    .getByLabel(say('listing_form.media.gallery_images'), { exact: true })
    .setInputFiles(uploads.galleryPhotos);
  await page
    .getByLabel(say('listing_form.media.documents'), { exact: true })
    .setInputFiles(uploads.document);
  for (const name of ['living-room.jpg', 'kitchen.png', 'bedroom.jpg']) {
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('floor-plan.pdf', { exact: true })).toBeVisible();

  await nextStep(page, 'listing_form.steps.seo');
  await nextStep(page, 'listing_form.steps.review');
  await page.getByRole('button', { name: say('listing_form.submit') }).click();
}

/** The public search for `word` and the link to the listing in its results. */
async function searchFor(page: Page, word: string, slug: string) {
  await gotoReady(page, `/properties?search=${encodeURIComponent(word)}`);
  return page.locator(`main a[href="/properties-details/${slug}"]`);
}

/**
 * Checks the public detail page's gallery: the photos in order, told apart by their colour,
 * each one served as an image.
 */
async function expectPhotos(page: Page, colours: readonly string[]): Promise<void> {
  const gallery = page.getByRole('region', { name: say('property.gallery.label') });
  await expect(gallery.getByText(`1 / ${colours.length}`, { exact: true })).toBeVisible();
  const photos = gallery.locator('ul img');
  await expect(photos).toHaveCount(colours.length);
  const sources = await photos.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src') ?? ''),
  );
  const seen: string[] = [];
  for (const src of sources) {
    const answer = await page.request.get(src);
    expect(answer.status(), src).toBe(200);
    expect(answer.headers()['content-type'], src).toMatch(/^image\//);
    seen.push(await mainColourOf(await answer.body(), Object.values(photoColours)));
  }
  expect(seen).toEqual(colours);
}

test('an owner posts a rent listing, the admin approves it, and the owner edits, rents out and deletes it', async ({
  page,
  adminPage,
  uploads,
}, testInfo) => {
  const word = `e2e${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Riverside flat ${word}`;
  const account = newAccount(`lister-${testInfo.project.name}`);
  let slug = '';

  await test.step('a new user completes the profile', async () => {
    await register(page, account);
    await completeProfile(page, uploads.profilePhoto);
  });

  await test.step('the user posts a rent listing with three photos and a document and sees it pending', async () => {
    await postRentListing(page, title, uploads);
    await expect(page).toHaveURL(/\/my-property\/[a-z0-9-]+$/);
    slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByText(say('owner_listings.badge.pending'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(say('owner_listings.detail.not_public'))).toBeVisible();
    const result = await searchFor(page, word, slug);
    await expect(page.getByText(say('property_list.empty.title'))).toBeVisible();
    await expect(result).toHaveCount(0);
  });

  await test.step('the admin approves it', async () => {
    await approveInQueue(adminPage, '/admin/listings', title);
  });

  await test.step('it appears in search and on its detail page with the photos and the document', async () => {
    const result = await searchFor(page, word, slug);
    await expect(result.first()).toBeVisible();
    await result.first().click();
    await expect(page).toHaveURL(`/properties-details/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('complementary').getByText('$2.45K', { exact: true }),
    ).toBeVisible();
    await expectPhotos(page, [
      photoColours.title,
      photoColours.livingRoom,
      photoColours.kitchen,
      photoColours.bedroom,
    ]);
    await expect(page.getByRole('link', { name: 'floor-plan.pdf' })).toBeVisible();
  });

  await test.step('the owner edits the price and removes a photo; the price shows at once, the photo once approved', async () => {
    await gotoReady(page, '/user/properties');
    const actions = page.getByRole('group', {
      name: say('owner_listings.actions_label', { title }),
    });
    await actions.getByRole('link', { name: say('owner_listings.action.edit') }).click();
    await expect(page).toHaveURL(`/user/edit-property/${slug}`);
    const price = page.getByLabel(say('listing_form.details.price'), { exact: true });
    await expect(price).toHaveValue(/^2450(\.00)?$/);
    await price.fill('2300');
    await nextStep(page, 'listing_form.steps.location');
    await nextStep(page, 'listing_form.steps.parameters');
    await nextStep(page, 'listing_form.steps.media');
    const removeSecond = say('listing_form.media.remove_named', {
      name: say('listing_form.media.saved_photo', { number: 2 }),
    });
    await page.getByRole('button', { name: removeSecond, exact: true }).click();
    const savedPhoto = (number: number) =>
      page.getByRole('img', {
        name: say('listing_form.media.saved_photo', { number }),
        exact: true,
      });
    await expect(savedPhoto(1)).toBeVisible();
    await expect(savedPhoto(2)).toHaveCount(0);
    await expect(savedPhoto(3)).toBeVisible();
    await nextStep(page, 'listing_form.steps.seo');
    await nextStep(page, 'listing_form.steps.review');
    await page.getByRole('button', { name: say('listing_form.save') }).click();
    await expect(page).toHaveURL(`/my-property/${slug}`);
    await expect(page.getByText('$2.3K /month')).toBeVisible();
    // The listing stays approved and public; the photo's removal waits for review.
    await expect(
      page.getByText(say('owner_listings.badge.approved'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(say('owner_listings.badge.pending'), { exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByText(say('listing_form.media.gallery_images'))).toBeVisible();

    await gotoReady(page, `/properties-details/${slug}`);
    await expect(page.getByRole('complementary').getByText('$2.3K', { exact: true })).toBeVisible();
    await expectPhotos(page, [
      photoColours.title,
      photoColours.livingRoom,
      photoColours.kitchen,
      photoColours.bedroom,
    ]);

    await gotoReady(adminPage, '/admin/listings?status=changes');
    await expect(
      adminPage
        .getByRole('row')
        .filter({ hasText: say('listing_form.media.gallery_images') })
        .getByText(say('owner_listings.changes.files.removed', { removed: 1 })),
    ).toBeVisible();
    await approveInQueue(adminPage, '/admin/listings?status=changes', title);
    await gotoReady(page, `/properties-details/${slug}`);
    await expect(page.getByRole('complementary').getByText('$2.3K', { exact: true })).toBeVisible();
    await expectPhotos(page, [photoColours.title, photoColours.livingRoom, photoColours.bedroom]);
  });

  await test.step('the owner marks it rented; it stays listed, labelled rented', async () => {
    await gotoReady(page, '/user/properties');
    const actions = page.getByRole('group', {
      name: say('owner_listings.actions_label', { title }),
    });
    await actions.getByRole('button', { name: say('owner_listings.action.rented') }).click();
    const dialog = page.getByRole('alertdialog', {
      name: say('owner_listings.confirm.rented.title'),
    });
    await dialog.getByRole('button', { name: say('owner_listings.confirm.rented.button') }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText(say('owner_listings.badge.rented'), { exact: true })).toBeVisible();
    await expect(
      actions.getByRole('link', { name: say('owner_listings.action.edit') }),
    ).toHaveCount(0);

    await gotoReady(page, `/properties-details/${slug}`);
    await expect(
      page
        .getByRole('list', { name: say('property.badges_label') })
        .getByText(say('property.status.rented'), { exact: true }),
    ).toBeVisible();
    await expect((await searchFor(page, word, slug)).first()).toBeVisible();
  });

  await test.step('the owner deletes it and it is gone from search and its page', async () => {
    await gotoReady(page, '/user/properties');
    const actions = page.getByRole('group', {
      name: say('owner_listings.actions_label', { title }),
    });
    await actions.getByRole('button', { name: say('owner_listings.action.delete') }).click();
    const dialog = page.getByRole('alertdialog', {
      name: say('owner_listings.confirm.delete.title'),
    });
    await dialog.getByRole('button', { name: say('owner_listings.confirm.delete.button') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(say('owner_listings.empty'))).toBeVisible();

    const result = await searchFor(page, word, slug);
    await expect(page.getByText(say('property_list.empty.title'))).toBeVisible();
    await expect(result).toHaveCount(0);
    const detail = await page.goto(`/properties-details/${slug}`);
    expect(detail?.status()).toBe(404);
  });
});
