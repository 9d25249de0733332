import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import arabic from '../../locales/ar.json';
import english from '../../locales/en.json';
import { newAccount, register, signInWithPassword, storedToken } from './support/accounts';
import { e2eAdmin } from './support/admin';
import { firstCategoryFields } from './support/catalogue';
import { gotoReady } from './support/navigation';
import { seriousAxeFindings } from './support/accessibility';
import { expect, test } from './support/test';

/** The bearer token of the page's session, as the app stores it (redux-persist). */
async function sessionToken(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token, 'a signed-in session').not.toBe('');
  return token;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  const body = (await response.json()) as {
    error: boolean;
    message: string;
    data: unknown;
    errors?: Record<string, string>;
  };
  expect(body.error, `${body.message} ${JSON.stringify(body.errors ?? {})}`).toBe(false);
  return body.data;
}

/**
 * Makes the new user an agent the quick way (this spec is about verification, listings.spec
 * covers the forms): completes the profile, posts a listing and has the admin approve it,
 * all through the API with the users' own sessions.
 */
async function becomeAgent(
  request: APIRequestContext,
  userToken: string,
  adminToken: string,
  photo: Buffer,
): Promise<void> {
  const user = { Authorization: `Bearer ${userToken}` };
  const image = { name: 'me.png', mimeType: 'image/png', buffer: photo };
  await ok(
    await request.post('/api/update_profile', {
      headers: user,
      multipart: { address: '5 Harbour Road, Lisbon', profile: image },
    }),
  );
  const catalogue = await firstCategoryFields(request);
  const saved = (await ok(
    await request.post('/api/post_property', {
      headers: user,
      multipart: {
        title: 'Verified agent test flat',
        description: 'A bright flat by the river, listed by an agent applying for verification.',
        price: '320000',
        ...catalogue,
        property_type: 'sell',
        city: 'Lisbon',
        state: 'Lisbon',
        country: 'Portugal',
        address: '12 Rua das Flores, Lisbon, Portugal',
        latitude: '38.7101',
        longitude: '-9.1366',
        title_image: { ...image, name: 'front.png' },
      },
    }),
  )) as { id: number };
  await ok(
    await request.post('/api/admin/review-listing', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { property_id: saved.id, decision: 'approved' },
    }),
  );
}

test('a user applies for verification, the admin approves, and the agent page shows the badge', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A name and licence of this run alone: the desktop and mobile runs share one server.
  const unique = Math.random().toString(36).slice(2, 8);
  const account = { ...newAccount('verify'), name: `Vera Verify ${unique}` };
  const licence = `LIC-${unique.toUpperCase()}`;
  const admin = await (await browser.newContext()).newPage();
  await signInWithPassword(admin, e2eAdmin.email, e2eAdmin.password);
  await expect(admin).toHaveURL(/\/user\/dashboard/);

  await register(page, account);
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  await becomeAgent(request, await sessionToken(page), await sessionToken(admin), photo);

  // The user opens the verification page from the dashboard and applies.
  await gotoReady(page, '/user/dashboard');
  await page.getByRole('link', { name: english['dashboard.area.verification.action'] }).click();
  await expect(page).toHaveURL(/\/user\/verification$/);
  await expect(
    page.getByRole('heading', { name: english['verification.not_completed'] }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Licence number' })).toBeVisible();
  expect(await seriousAxeFindings(page), 'the verification form').toEqual([]);
  await page.getByRole('textbox', { name: 'Full name (as on your ID)' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Licence number' }).fill(licence);
  await page.getByRole('textbox', { name: 'Years of experience' }).fill('8');
  await page.getByRole('combobox', { name: 'Specialisation' }).selectOption('Residential sales');
  await page.getByRole('checkbox', { name: 'Arabic' }).check();
  const document = testInfo.outputPath('passport.pdf');
  fs.mkdirSync(testInfo.outputPath(), { recursive: true });
  fs.writeFileSync(
    document,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Passport\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
  await page.getByLabel('Identity document (photo or PDF)').setInputFiles(document);
  await page.getByRole('button', { name: english['verification.form.submit'] }).click();
  await expect(
    page.getByRole('heading', { name: english['verification.under_review'] }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: english['verification.form.submit'] })).toHaveCount(
    0,
  );

  // The admin finds the application with its answers and document, and approves it.
  await gotoReady(admin, '/admin/verifications');
  const application = admin.getByRole('listitem').filter({ hasText: licence });
  await expect(application).toContainText(account.name);
  await expect(application).toContainText(account.email);
  expect(await seriousAxeFindings(admin), 'the verification review').toEqual([]);
  const documentLink = application.getByRole('link', {
    name: new RegExp(english['verification_review.open_document']),
  });
  await expect(documentLink).toHaveAttribute(
    'href',
    /^\/api\/media\/verification\/\d+\/[a-f0-9]+\.pdf\?expires=\d+&signature=[\w-]{43}$/,
  );
  // The signed link opens the document; the same file without its signature is refused.
  const href = (await documentLink.getAttribute('href')) ?? '';
  const opened = await admin.request.get(href);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-disposition']).toBe('attachment');
  expect((await admin.request.get(href.split('?')[0] ?? '')).status()).toBe(403);
  await application.getByRole('button', { name: english['verification_review.approve'] }).click();
  await expect(admin.getByText(english['verification_review.done.approved'])).toBeVisible();
  await expect(application).toHaveCount(0);

  // The user sees the result, in English and in Arabic.
  await gotoReady(page, '/user/verification');
  await expect(
    page.getByRole('heading', { name: english['verification.success_title'] }),
  ).toBeVisible();
  await expect(page.getByText(english['agents.verified'], { exact: true })).toBeVisible();
  await gotoReady(page, '/ar/user/verification');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: arabic['verification.title'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: arabic['verification.success_title'] }),
  ).toBeVisible();

  // Their agent page shows the badge.
  await gotoReady(page, `/agents?search=${encodeURIComponent(account.name)}`);
  await page.locator('main article').first().getByRole('link', { name: account.name }).click();
  await expect(page).toHaveURL(/\/agents\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(page.getByText(english['agents.verified'], { exact: true })).toBeVisible();

  // The admin's form editor lists the seeded questions.
  await gotoReady(admin, '/admin/verification-form');
  await expect(
    admin.getByRole('heading', { level: 2, name: 'Identity document (photo or PDF)' }),
  ).toBeVisible();
  expect(await seriousAxeFindings(admin), 'the form editor').toEqual([]);
  await admin.context().close();
});
