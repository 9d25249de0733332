import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './test';
import sharp from 'sharp';
import { signInWithPassword } from './accounts';
import { e2eAdmin } from './admin';
import { firstCategoryFields } from './catalogue';

/** Files to upload, written to the test's own output folder. */
export interface Uploads {
  profilePhoto: string;
  titleImage: string;
  /** Three gallery photos: living room, kitchen, bedroom (see photoColours). */
  galleryPhotos: [string, string, string];
  /** A small, complete PDF. */
  document: string;
}

/** The colour of each photo, so a test can tell the stored copies apart. */
export const photoColours = {
  title: '#1d4ed8',
  livingRoom: '#b45309',
  kitchen: '#047857',
  bedroom: '#7c3aed',
} as const;

/** A real photo of one colour, 800 × 600 (well over the forms' 120 × 120 minimum). */
async function writePhoto(file: string, colour: string, format: 'png' | 'jpeg'): Promise<string> {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: colour } });
  fs.writeFileSync(file, await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
  return file;
}

/**
 * The photo's main colour as `#rrggbb`, rounded to the nearest of `colours` when it is close
 * (stored copies are resized and re-encoded, which shifts colours a little).
 */
export async function mainColourOf(bytes: Buffer, colours: readonly string[]): Promise<string> {
  const { dominant } = await sharp(bytes).stats();
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const seen = [dominant.r, dominant.g, dominant.b];
  const near = colours.find((colour) =>
    channels(colour).every((value, index) => Math.abs(value - (seen[index] ?? 0)) <= 24),
  );
  return near ?? `#${seen.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A minimal, complete PDF (header to %%EOF), like tests/support/listing-test-kit.ts makes. */
function writePdf(file: string): string {
  fs.writeFileSync(
    file,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Floor plan\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
  return file;
}

/**
 * The Playwright test with `uploads` (a profile photo, a title image, three gallery photos and
 * a document) and `adminPage` (a page of its own browser context, signed in as the e2e
 * administrator; the project's viewport and base URL apply to it too).
 */
export const test = base.extend<{ uploads: Uploads; adminPage: Page }>({
  // Playwright reads the fixtures a fixture needs from its first parameter: none here.
  uploads: async ({}, provide, testInfo) => {
    fs.mkdirSync(testInfo.outputPath(), { recursive: true });
    await provide({
      profilePhoto: await writePhoto(testInfo.outputPath('me.png'), '#0f766e', 'png'),
      titleImage: await writePhoto(testInfo.outputPath('front.jpg'), photoColours.title, 'jpeg'),
      galleryPhotos: [
        await writePhoto(testInfo.outputPath('living-room.jpg'), photoColours.livingRoom, 'jpeg'),
        await writePhoto(testInfo.outputPath('kitchen.png'), photoColours.kitchen, 'png'),
        await writePhoto(testInfo.outputPath('bedroom.jpg'), photoColours.bedroom, 'jpeg'),
      ],
      document: writePdf(testInfo.outputPath('floor-plan.pdf')),
    });
  },
  adminPage: async ({ browser }, provide) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithPassword(page, e2eAdmin.email, e2eAdmin.password);
    await expect(page).toHaveURL(/\/user\/dashboard/);
    await provide(page);
    await context.close();
  },
});

export { expect };

/** Posts a sell listing through the API with the user's session (the form is tested elsewhere). */
export async function postThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
  uploads: Uploads,
) {
  const catalogue = await firstCategoryFields(request);
  return request.post('/api/post_property', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'A bright two-bedroom flat near the river, with a balcony and a new kitchen.',
      price: '325000',
      ...catalogue,
      property_type: 'sell',
      city: 'Cascais',
      state: 'Lisbon',
      country: 'Portugal',
      address: '12 Rua das Flores, Cascais, Lisbon, Portugal',
      latitude: '38.6979',
      longitude: '-9.4215',
      title_image: {
        name: 'front.jpg',
        mimeType: 'image/jpeg',
        buffer: fs.readFileSync(uploads.titleImage),
      },
    },
  });
}
