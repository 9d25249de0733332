import sharp from 'sharp';
import { imageVariants, variantKey, type ImageVariant } from './image-variants';
import type { MediaWriter } from './media-storage';

export interface StoreImageOptions {
  /** Decoding refuses more pixels than this; match the header check done before (checkImage). */
  maxPixels: number;
  /** The bounding box of the `large` variant, when not the usual 1600 × 1200. */
  largeSize?: { width: number; height: number };
}

/**
 * The largest 360° panorama kept: 8192 × 4096 is the texture size panorama viewers handle on
 * most devices, and stays under WebP's 16383-pixel limit.
 */
export const panoramaLargeSize = { width: 8192, height: 4096 } as const;

/**
 * Stores a photo as storeImage does (WebP `card` and `large` variants, which drops EXIF and any
 * GPS position), but under an image key the caller chose beforehand: when storing fails
 * midway, the caller still knows which files to remove (removeImage ignores missing ones).
 */
export async function storeImageAt(
  storage: MediaWriter,
  input: Buffer,
  imageKey: string,
  options: StoreImageOptions,
): Promise<void> {
  for (const variant of Object.keys(imageVariants) as ImageVariant[]) {
    const size =
      variant === 'large' && options.largeSize
        ? { ...options.largeSize, fit: 'inside' as const }
        : imageVariants[variant];
    const bytes = await sharp(input, { limitInputPixels: options.maxPixels })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: variant === 'card' ? 72 : 80 })
      .toBuffer();
    await storage.put(variantKey(imageKey, variant), bytes);
  }
}
