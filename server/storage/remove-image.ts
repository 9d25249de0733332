import { imageVariants, variantKey, type ImageVariant } from './image-variants';
import type { MediaStorage } from './media-storage';

/** Deletes every variant file of a photo stored by storeImage (missing files are fine). */
export async function removeImage(storage: MediaStorage, imageKey: string): Promise<void> {
  for (const variant of Object.keys(imageVariants) as ImageVariant[]) {
    await storage.remove(variantKey(imageKey, variant));
  }
}
