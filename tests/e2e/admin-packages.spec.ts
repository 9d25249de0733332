import { expect, test } from './support/listing-test';
import { gotoReady } from './support/navigation';
import { say } from './support/site-text';

test('the administrator puts a package on sale, it shows on the plans page, and takes it off', async ({
  page,
  adminPage,
  isMobile,
}) => {
  test.skip(isMobile, 'the console’s editor is the same on a phone; the catalogue spec covers it');
  const name = `Gold ${Date.now().toString(36)}`;

  await test.step('the administrator adds the package with a limit and an access', async () => {
    await gotoReady(adminPage, '/admin/packages');
    await adminPage.getByRole('button', { name: say('admin_packages.add') }).click();
    const dialog = adminPage.getByRole('dialog', { name: say('admin_packages.add') });
    await dialog.getByLabel(say('admin_packages.name')).fill(name);
    await dialog.getByLabel(say('admin_packages.price'), { exact: true }).fill('99');
    await dialog.getByLabel(say('packages.feature.property_list'), { exact: true }).check();
    await dialog
      .getByLabel(say('admin_packages.limit', { feature: say('packages.feature.property_list') }))
      .fill('50');
    await dialog.getByLabel(say('packages.feature.premium_properties'), { exact: true }).check();
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByRole('heading', { level: 2, name })).toBeVisible();
  });

  await test.step('a visitor sees it on the plans page', async () => {
    await gotoReady(page, '/subscription-plan');
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  await test.step('taken off sale, it leaves the plans page', async () => {
    await adminPage
      .getByRole('button', { name: say('admin_catalogue.edit_label', { name }) })
      .click();
    const dialog = adminPage.getByRole('dialog', {
      name: say('admin_catalogue.edit_title', { name }),
    });
    await dialog.getByLabel(say('admin_packages.on_sale')).uncheck();
    await dialog.getByRole('button', { name: say('common.save') }).click();
    await expect(dialog).toBeHidden();
    await gotoReady(page, '/subscription-plan');
    await expect(page.getByRole('heading', { name })).toBeHidden();
  });
});
