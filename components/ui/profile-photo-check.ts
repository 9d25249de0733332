/** Spec §5: photos are JPEG or PNG, at least 120 × 120 pixels. */
export const profilePhotoTypes = ['image/jpeg', 'image/png'] as const;
export const profilePhotoMinSize = 120;

export interface ImageSize {
  width: number;
  height: number;
}

/** The natural size of an image file, read by the browser (rejects when it cannot be decoded). */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      reject(new Error('The image could not be read'));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

export type PhotoProblem = 'type' | 'too_small' | 'unreadable';

/** Why a chosen file cannot be the profile photo, or null when it can. */
export async function checkProfilePhoto(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<PhotoProblem | null> {
  if (!(profilePhotoTypes as readonly string[]).includes(file.type)) return 'type';
  try {
    const { width, height } = await readSize(file);
    return width >= profilePhotoMinSize && height >= profilePhotoMinSize ? null : 'too_small';
  } catch {
    return 'unreadable';
  }
}
