import { newAccount, register } from './support/accounts';
import { expect, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { completeProfile, nextStep, say } from './support/site-text';

test('the administrator adds a category with a required dropdown, and posting in it asks for it', async ({
  page,
  adminPage,
  uploads,
}, testInfo) => {
  const word = `${testInfo.project.name}${Date.now().toString(36)}`;
  const parameterName = `Furnishing ${word}`;
  const categoryName = `Loft ${word}`;

  await test.step('the administrator adds a required dropdown parameter', async () => {
    await gotoReady(adminPage, '/admin/categories');
    await adminPage.getByRole('button', { name: say('admin_catalogue.add_parameter') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('admin_catalogue.add_parameter') });
    await dialog.getByLabel(say('admin_catalogue.parameter_name')).fill(parameterName);
    await dialog
      .getByLabel(say('admin_catalogue.type'))
      .selectOption({ label: say('admin_catalogue.type.dropdown') });
    await dialog.getByLabel(say('admin_catalogue.choices')).fill('Furnished\nUnfurnished');
    await dialog.getByLabel(say('admin_catalogue.is_required')).check();
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('heading', { level: 3, name: parameterName })).toBeVisible();
  });

  await test.step('the administrator adds a category asking for it', async () => {
    await adminPage.getByRole('button', { name: say('admin_catalogue.add_category') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('admin_catalogue.add_category') });
    await dialog.getByLabel(say('admin_catalogue.category_name')).fill(categoryName);
    await dialog
      .getByLabel(say('admin_catalogue.parameters'))
      .selectOption({ label: parameterName });
    await dialog
      .getByRole('button', { name: say('admin_catalogue.add_to_category'), exact: true })
      .click();
    await expect(dialog.getByRole('listitem').filter({ hasText: parameterName })).toBeVisible();
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('heading', { level: 3, name: categoryName })).toBeVisible();
  });

  await test.step('a user posting in the new category must fill the parameter', async () => {
    await register(page, newAccount(`catalogue-${testInfo.project.name}`));
    await completeProfile(page, uploads.profilePhoto);
    await gotoReady(page, '/user/add-property');
    await page
      .getByLabel(say('listing_form.details.title'), { exact: true })
      .fill(`Open loft ${word}`);
    await page
      .getByLabel(say('listing_form.details.description'))
      .fill('An open loft with high ceilings, large windows and a quiet courtyard.');
    await page
      .getByLabel(say('listing_form.details.category'))
      .selectOption({ label: categoryName });
    await page.getByRole('radio', { name: say('property.type.sell') }).check();
    await page.getByLabel(say('listing_form.details.price'), { exact: true }).fill('410000');

    await nextStep(page, 'listing_form.steps.location');
    await page.getByLabel(say('listing_form.location.country')).selectOption({ label: 'Portugal' });
    await page.getByLabel(say('listing_form.location.state')).selectOption({ label: 'Lisbon' });
    await page.getByLabel(say('listing_form.location.city')).selectOption({ label: 'Cascais' });
    await page.getByLabel(say('listing_form.location.street')).fill('12 Rua das Flores');

    await nextStep(page, 'listing_form.steps.parameters');
    await page.getByRole('button', { name: say('listing_form.next') }).click();
    await expect(page.getByText(say('listing_form.parameters.required'))).toBeVisible();
    await page.getByLabel(parameterName).selectOption({ label: 'Furnished' });
    await expect(page.getByText(say('listing_form.parameters.required'))).toBeHidden();

    await nextStep(page, 'listing_form.steps.media');
    await page
      .getByLabel(say('listing_form.media.title_image'), { exact: true })
      .setInputFiles(uploads.titleImage);
    await nextStep(page, 'listing_form.steps.seo');
    await nextStep(page, 'listing_form.steps.review');
    await page.getByRole('button', { name: say('listing_form.submit') }).click();
    await expect(page).toHaveURL(/\/my-property\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Open loft ${word}` })).toBeVisible();
  });
});
