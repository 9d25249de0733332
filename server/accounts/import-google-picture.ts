import type { Logger } from '../core/logger';
import { checkImage, photoRules } from '../storage/check-image';
import { detectFileKind } from '../core/detect-file-kind';
import { storeImage } from '../storage/image-variants';
import type { MediaStorage } from '../storage/media-storage';

const maxPictureBytes = 5 * 1_048_576;
const googlePictureHost = /(^|\.)googleusercontent\.com$/;

async function download(url: URL): Promise<Buffer | null> {
  const response = await globalThis.fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok || !response.body) return null;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxPictureBytes) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length > maxPictureBytes ? null : bytes;
}

/**
 * Best effort: copies a new Google account's picture (only from Google's image host, HTTPS,
 * ≤ 5 MB, JPEG or PNG, the photo rules) into our storage as WebP variants. Any problem only
 * means no picture; sign-in goes on.
 */
export async function importGooglePicture(
  pictureUrl: string | null,
  storage: MediaStorage,
  log: Logger,
): Promise<string | null> {
  if (!pictureUrl) return null;
  try {
    const url = new URL(pictureUrl);
    if (url.protocol !== 'https:' || !googlePictureHost.test(url.hostname)) return null;
    const bytes = await download(url);
    const kind = bytes ? detectFileKind(bytes) : null;
    if (!bytes || (kind !== 'jpeg' && kind !== 'png')) return null;
    await checkImage(bytes, { field: 'profile', ...photoRules });
    return await storeImage(storage, bytes, 'profiles');
  } catch (error) {
    log.info({ err: String(error) }, 'Google profile picture not imported');
    return null;
  }
}
