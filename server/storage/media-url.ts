import { variantKey, type ImageVariant } from './image-variants';

/** Public URL of a stored file: the API's media route serves `/api/media/<key>`. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/api/media/${key}` : null;
}

/** Public URL of one variant of a stored photo. */
export function imageUrl(
  imageKey: string | null | undefined,
  variant: ImageVariant,
): string | null {
  return imageKey ? `/api/media/${variantKey(imageKey, variant)}` : null;
}
