import { describe, expect, it } from 'vitest';
import { megabyte } from '@/contracts/listing-upload-limits';
import { checkListingFile } from '@/components/listing-form/check-listing-file';

const sizeOf = (width: number, height: number) => () => Promise.resolve({ width, height });
const unreadable = () => Promise.reject(new Error('not an image'));
const fileOf = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkListingFile', () => {
  it('accepts a JPEG or PNG photo of at least 120 × 120', async () => {
    const photo = fileOf('front.png', 'image/png');
    expect(await checkListingFile('title_image', photo, sizeOf(120, 120))).toBeNull();
    expect(
      await checkListingFile('gallery_images', fileOf('a.jpg', 'image/jpeg'), sizeOf(800, 600)),
    ).toBeNull();
  });

  it('refuses other image types, small or unreadable photos', async () => {
    expect(
      await checkListingFile('title_image', fileOf('a.webp', 'image/webp'), sizeOf(800, 600)),
    ).toBe('type');
    expect(
      await checkListingFile('meta_image', fileOf('a.png', 'image/png'), sizeOf(119, 600)),
    ).toBe('too_small');
    expect(await checkListingFile('gallery_images', fileOf('a.png', 'image/png'), unreadable)).toBe(
      'unreadable',
    );
  });

  it('refuses a photo over its size cap (10 MB; 20 MB for the 3D image)', async () => {
    const big = fileOf('big.jpg', 'image/jpeg', 10 * megabyte + 1);
    expect(await checkListingFile('gallery_images', big, sizeOf(800, 600))).toBe('too_large');
    expect(await checkListingFile('three_d_image', big, sizeOf(4000, 2000))).toBeNull();
  });

  it('takes PDF and Word documents by their name, without reading them as images', async () => {
    expect(await checkListingFile('documents', fileOf('Plan.PDF', ''), unreadable)).toBeNull();
    expect(await checkListingFile('documents', fileOf('notes.docx', ''), unreadable)).toBeNull();
    expect(await checkListingFile('documents', fileOf('photo.jpg', 'image/jpeg'), unreadable)).toBe(
      'type',
    );
    const big = fileOf('huge.pdf', 'application/pdf', 10 * megabyte + 1);
    expect(await checkListingFile('documents', big, unreadable)).toBe('too_large');
  });
});
