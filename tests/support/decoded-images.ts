import { vi } from 'vitest';

/**
 * jsdom decodes no images: a stand-in `Image` reports this size once its `src` is set, and
 * object URLs are numbered previews. Set the size before the image loads to test size checks.
 */
export const decodedImageSize = { width: 800, height: 600 };

class DecodedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_url: string) {
    setTimeout(() => {
      this.naturalWidth = decodedImageSize.width;
      this.naturalHeight = decodedImageSize.height;
      this.onload?.();
    }, 0);
  }
}

/** Stands in for image decoding and object URLs until the test ends (the setup unstubs). */
export function stubImageDecoding(size: { width: number; height: number }): void {
  Object.assign(decodedImageSize, size);
  vi.stubGlobal('Image', DecodedImage);
  let count = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(count += 1)}`);
  URL.revokeObjectURL = vi.fn();
}
