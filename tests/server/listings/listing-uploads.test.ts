import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingUploadLimits } from '@/contracts/listing-upload-limits';
import { properties, propertyDocuments, propertyImages } from '@/server/db/schema';
import { dataOf, failureOf, type UploadFile } from '../../support/accounts-test-kit';
import { documentFile, pdfBytes, photo, setUpListingTestKit } from '../../support/listing-test-kit';
import { jpegWithGps, pngHeaderBomb, pngImage } from '../../support/test-images';

const kit = setUpListingTestKit();

const given = kit.givenForTheFile();

const rowCounts = async () => ({
  listings: (await kit.db.select({ n: count() }).from(properties))[0]!.n,
  images: (await kit.db.select({ n: count() }).from(propertyImages))[0]!.n,
  documents: (await kit.db.select({ n: count() }).from(propertyDocuments))[0]!.n,
});

/** Posts a valid listing with these files; checks that a refusal leaves no rows and no files. */
async function postRefused(files: UploadFile[], status: number) {
  const before = { rows: await rowCounts(), files: kit.allListingFiles() };
  const response = await kit.post(given.owner.token, kit.fields(given.catalogue), files);
  expect(response.status).toBe(status);
  expect(await rowCounts()).toEqual(before.rows);
  expect(kit.allListingFiles()).toEqual(before.files);
  return failureOf(response);
}

const file = (field: string, bytes: Buffer, filename: string): UploadFile => ({
  field,
  filename,
  bytes,
});

/** A PNG whose header is fine but whose image data is cut off halfway. */
async function truncatedPng(): Promise<Buffer> {
  const whole = await pngImage(400, 300);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The smallest .docx-shaped ZIP: the parts a Word document has, by name. */
const docxBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1'),
  ]);

describe('listing uploads', () => {
  it('refuses a text file sent as a photo, by its bytes (422)', async () => {
    const failure = await postRefused(
      [file('title_image', Buffer.from('not an image at all '.repeat(50)), 'house.png')],
      422,
    );
    expect(failure.errors).toEqual({ title_image: 'The file must be a JPEG or PNG file.' });
  });

  it('refuses a PNG renamed .pdf as a document, and a ZIP that is not a Word file', async () => {
    const renamed = await postRefused(
      [await photo(), file('documents', await pngImage(200, 200), 'plan.pdf')],
      422,
    );
    expect(renamed.errors?.documents).toMatch(/PDF/);
    const zip = await postRefused(
      [await photo(), file('documents', Buffer.from('PK\x03\x04 just a zip', 'latin1'), 'a.docx')],
      422,
    );
    expect(zip.errors).toEqual({
      documents: 'The document must be a complete PDF or Word file.',
    });
    const cut = await postRefused(
      [await photo(), documentFile('cut.pdf', pdfBytes().subarray(0, 40))],
      422,
    );
    expect(cut.errors).toHaveProperty('documents');
  });

  it('accepts a Word document and shows it under its cleaned-up name', async () => {
    const saved = await kit.postListing(given.owner, {}, [
      await photo(),
      file('documents', docxBytes(), 'C:\\fakepath\\Sales contract<draft>.DOCX'),
      file('documents', pdfBytes(), 'scan.png'),
    ]);
    const { documents } = await kit.snapshot(saved.id);
    expect(documents.map((doc) => doc.name)).toEqual(['Sales contractdraft.docx', 'scan.pdf']);
    expect(documents[0]?.file).toMatch(new RegExp(`^listings/${saved.id}/[0-9a-f]{24}\\.docx$`));
  });

  it('refuses a photo under 120 × 120 (422)', async () => {
    const failure = await postRefused([await photo('title_image', 100, 100)], 422);
    expect(failure.errors).toEqual({
      title_image: 'The image must be at least 120 × 120 pixels.',
    });
  });

  it('refuses a photo over 10 MB (413) and a 3D image over 20 MB', async () => {
    const png = await pngImage(200, 200);
    const big = Buffer.concat([png, Buffer.alloc(listingUploadLimits.title_image.maxBytes)]);
    const failure = await postRefused([file('title_image', big, 'big.png')], 413);
    expect(failure.code).toBe('payload_too_large');
    const panorama = Buffer.concat([png, Buffer.alloc(listingUploadLimits.three_d_image.maxBytes)]);
    await postRefused([await photo(), file('three_d_image', panorama, 'pano.png')], 413);
  });

  it('refuses decompression bombs by their header, before decoding', async () => {
    const failure = await postRefused(
      [file('title_image', pngHeaderBomb(10_000, 10_000), 'b.png')],
      422,
    );
    expect(failure.errors).toEqual({
      title_image: 'The image is too large (at most 40 megapixels).',
    });
    const panorama = await postRefused(
      [await photo(), file('three_d_image', pngHeaderBomb(20_000, 10_000), 'p.png')],
      422,
    );
    expect(panorama.errors?.three_d_image).toMatch(/75 megapixels/);
  });

  it('refuses more files than a field takes in one request', async () => {
    const failure = await postRefused([await photo(), await photo('title_image')], 422);
    expect(failure.errors).toEqual({ title_image: 'At most 1 files.' });
  });

  it('stores photos as WebP without EXIF or GPS, and keeps a large panorama', async () => {
    const gps = await jpegWithGps(600, 400);
    const saved = await kit.postListing(given.owner, {}, [
      file('title_image', gps, 'holiday.jpg'),
      file('gallery_images', gps, 'holiday-2.jpg'),
      file('three_d_image', await pngImage(6000, 3000), 'pano.png'),
    ]);
    const stored = kit.filesOf(saved.id);
    expect(stored).toHaveLength(6);
    for (const relative of stored) {
      const bytes = fs.readFileSync(path.join(kit.uploadsDir, relative));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('LeakyCam'))).toBe(false);
    }
    const { row } = await kit.snapshot(saved.id);
    const large = path.join(kit.uploadsDir, `${row?.threeDImage}-large.webp`);
    expect((await sharp(fs.readFileSync(large)).metadata()).width).toBe(6000);
    const card = path.join(kit.uploadsDir, `${row?.threeDImage}-card.webp`);
    expect(await sharp(fs.readFileSync(card)).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });
  });

  it('removes the photos already stored when a later gallery photo fails to decode', async () => {
    const failure = await postRefused(
      [
        await photo('title_image'),
        await photo('gallery_images'),
        file('gallery_images', await truncatedPng(), 'broken.png'),
      ],
      422,
    );
    expect(failure.errors).toEqual({ gallery_images: 'The image could not be read.' });
  });

  it('removes every stored file and leaves no rows when the database fails after storing', async () => {
    await kit.db.execute(sql`
      create or replace function refuse_listing_photo() returns trigger language plpgsql as $$
      begin raise exception 'disk on fire'; end $$`);
    await kit.db.execute(sql`
      create trigger refuse_listing_photo before insert on property_images
      for each row execute function refuse_listing_photo()`);
    try {
      const failure = await postRefused(
        [await photo(), await photo('gallery_images'), documentFile(), await photo('meta_image')],
        500,
      );
      expect(failure.code).toBe('internal_error');
      expect(failure.message).not.toMatch(/disk on fire/);
    } finally {
      await kit.db.execute(sql`drop trigger refuse_listing_photo on property_images`);
    }
    expect(
      dataOf(await kit.post(given.owner.token, kit.fields(given.catalogue), [await photo()])),
    ).toBeTruthy();
  });

  it('stores nothing when the category is unknown', async () => {
    const before = kit.allListingFiles();
    const response = await kit.post(
      given.owner.token,
      kit.fields(given.catalogue, { category_id: '2000000000' }),
      [await photo(), await photo('gallery_images'), documentFile()],
    );
    expect(response.status).toBe(422);
    expect(kit.allListingFiles()).toEqual(before);
  });
});
