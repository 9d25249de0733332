import sharp from 'sharp';
import type { MediaStorage } from '../../storage/media-storage';
import { imageVariants, newMediaId, variantKey } from '../../storage/image-variants';
import { exteriorScene, type ExteriorKind } from './demo-exterior-scenes';
import { interiorScene, type InteriorKind } from './demo-interior-scenes';
import { createRandom } from './random';

/**
 * The demo listings' photos. A small pool of distinct scenes is rendered once and encoded
 * into the same WebP variants `storeImage` makes; each listing then gets its own copies under
 * its own keys, so deleting one listing's files never touches another's.
 */
export type PhotoKind = ExteriorKind | InteriorKind;

export interface PooledPhoto extends EncodedPhoto {
  kind: PhotoKind;
}

export type PhotoPool = readonly PooledPhoto[];

const exteriorPlan: readonly ExteriorKind[] = [
  'tower',
  'tower',
  'tower',
  'tower',
  'house',
  'house',
  'house',
  'villa',
  'villa',
  'townhouse',
  'townhouse',
  'shop',
  'warehouse',
  'land',
  'land',
  'land',
];

const interiorPlan: readonly InteriorKind[] = [
  'living',
  'living',
  'living',
  'bedroom',
  'bedroom',
  'bedroom',
  'kitchen',
  'kitchen',
  'office',
  'hall',
];

export interface EncodedPhoto {
  card: Buffer;
  large: Buffer;
}

/**
 * Rasterises an SVG picture once and encodes the variants storeImage makes (same sizes and
 * qualities, server/storage/image-variants.ts), with a faster WebP effort: these are
 * generated pictures, encoded once and copied many times.
 */
export async function encodeVariants(svg: string): Promise<EncodedPhoto> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (variant: 'card' | 'large', quality: number): Promise<Buffer> => {
    const size = imageVariants[variant];
    return sharp(data, raw)
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality, effort: 2 })
      .toBuffer();
  };
  const [card, large] = await Promise.all([encode('card', 72), encode('large', 80)]);
  return { card, large };
}

/** Renders the pool: 16 outdoor and 10 indoor scenes, the same on every run. */
export async function renderPhotoPool(seed = 2024): Promise<PhotoPool> {
  const random = createRandom(seed);
  const scenes: { kind: PhotoKind; svg: string }[] = [
    ...exteriorPlan.map((kind) => ({ kind, svg: exteriorScene(kind, random) })),
    ...interiorPlan.map((kind) => ({ kind, svg: interiorScene(kind, random) })),
  ];
  return Promise.all(
    scenes.map(async ({ kind, svg }) => ({ kind, ...(await encodeVariants(svg)) })),
  );
}

/** Stores one encoded photo's variants under a fresh key in `folder`; returns the image key. */
export async function storeEncodedPhoto(
  storage: MediaStorage,
  photo: EncodedPhoto,
  folder: string,
): Promise<string> {
  const imageKey = `${folder}/${newMediaId()}`;
  await storage.put(variantKey(imageKey, 'card'), photo.card);
  await storage.put(variantKey(imageKey, 'large'), photo.large);
  return imageKey;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
