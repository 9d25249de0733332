import { variantKey, type ImageVariant } from './image-variants';

/** Public URL of a stored file (`/media/…` is served by pages/api/media). */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/media/${key}` : null;
}

/** Public URL of one variant of a stored photo. */
export function imageUrl(
  imageKey: string | null | undefined,
  variant: ImageVariant,
): string | null {
  return imageKey ? `/media/${variantKey(imageKey, variant)}` : null;
}
