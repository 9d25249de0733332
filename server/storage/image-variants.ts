import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MediaWriter } from './media-storage';

/** The sizes every stored photo gets: cards in lists, large in galleries and detail pages. */
export const imageVariants = {
  card: { width: 640, height: 480, fit: 'cover' },
  large: { width: 1600, height: 1200, fit: 'inside' },
} as const;

export type ImageVariant = keyof typeof imageVariants;

/** Stored image reference: `folder/id`; each variant is at `folder/id-<variant>.webp`. */
export function variantKey(imageKey: string, variant: ImageVariant): string {
  return `${imageKey}-${variant}.webp`;
}

export function newMediaId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Re-encodes a photo to WebP variants (which drops EXIF and any GPS position) and stores them.
 * Returns the image key to save on the row.
 */
export async function storeImage(
  storage: MediaWriter,
  input: Buffer,
  folder: string,
): Promise<string> {
  const imageKey = `${folder}/${newMediaId()}`;
  for (const [variant, size] of Object.entries(imageVariants) as [
    ImageVariant,
    (typeof imageVariants)[ImageVariant],
  ][]) {
    const bytes = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: variant === 'card' ? 72 : 80 })
      .toBuffer();
    await storage.put(variantKey(imageKey, variant), bytes);
  }
  return imageKey;
}

/** Stores an SVG icon (category, facility, parameter) as-is after a sanity check. */
export async function storeIcon(
  storage: MediaWriter,
  svg: string,
  folder: string,
): Promise<string> {
  if (!svg.trimStart().startsWith('<svg') || /<script|on\w+=/i.test(svg)) {
    throw new Error('Icons must be plain SVG without scripts.');
  }
  const key = `${folder}/${newMediaId()}.svg`;
  await storage.put(key, Buffer.from(svg, 'utf8'));
  return key;
}
