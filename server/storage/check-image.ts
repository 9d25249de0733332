import sharp from 'sharp';
import { validationFailed } from '../core/app-error';

export interface ImageRules {
  /** The form field the image came in, for the field error. */
  field: string;
  minWidth: number;
  minHeight: number;
  /** Width × height above this is refused before any decoding (decompression bombs). */
  maxPixels: number;
}

/** Photos: at least 120 × 120 (spec §5), at most 40 megapixels. */
export const photoRules = { minWidth: 120, minHeight: 120, maxPixels: 40_000_000 } as const;

/**
 * Reads only the image header (sharp metadata) and refuses, with a 422 field error, an image
 * that cannot be read, is smaller than the minimum, or declares more pixels than the cap.
 */
export async function checkImage(
  bytes: Buffer,
  rules: ImageRules,
): Promise<{ width: number; height: number }> {
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw validationFailed({ [rules.field]: 'The image could not be read.' });
  }
  if (width * height > rules.maxPixels) {
    throw validationFailed({
      [rules.field]: `The image is too large (at most ${Math.floor(rules.maxPixels / 1_000_000)} megapixels).`,
    });
  }
  if (width < rules.minWidth || height < rules.minHeight) {
    throw validationFailed({
      [rules.field]: `The image must be at least ${rules.minWidth} × ${rules.minHeight} pixels.`,
    });
  }
  return { width, height };
}
