import sharp from 'sharp';
import type { MediaStorage } from '../../storage/media-storage';
import { storeImage } from '../../storage/image-variants';
import { articleCoverSvg, avatarSvg, skylineSvg } from './demo-artwork';
import { demoArticles } from './demo-articles';
import { storeCatalogueIcons, type CatalogueIcons } from './demo-catalogue';
import { demoCities } from './demo-places';
import { encodeVariants, mapWithLimit, renderPhotoPool, storeEncodedPhoto } from './demo-photos';
import type { PropertyPlan } from './demo-property-plans';
import { storeProjectMedia, type ProjectMedia } from './demo-projects';
import { storePropertyPhotos, type PropertyPhotos } from './demo-properties';
import { storeBrandImages, type BrandImages } from './demo-settings';
import { demoUsers } from './demo-users';
import { createRandom } from './random';

/** Every file the demo data refers to, written before the database rows that point at them. */
export interface DemoMedia {
  brand: BrandImages;
  icons: CatalogueIcons;
  /** Avatar image keys by user slug. */
  avatars: Map<string, string>;
  /** Skyline image keys by city name. */
  cityImages: Map<string, string>;
  /** Cover image keys by article slug. */
  articleCovers: Map<string, string>;
  propertyPhotos: PropertyPhotos[];
  /** Each demo project's photos, floor plans and brochure, in demoProjects' order. */
  projectMedia: ProjectMedia[];
}

/** A storage that remembers what it wrote, so a failed seeding can take it back. */
export function trackWrites(storage: MediaStorage): {
  storage: MediaStorage;
  written: () => readonly string[];
  removeAll: () => Promise<void>;
} {
  const keys: string[] = [];
  return {
    storage: {
      put: async (key, bytes) => {
        keys.push(key);
        await storage.put(key, bytes);
      },
      open: (key) => storage.open(key),
      remove: (key) => storage.remove(key),
      stage: (key, bytes) => storage.stage(key, bytes),
      publish: (key) => storage.publish(key),
      discard: (key) => storage.discard(key),
      sweepStaging: (olderThanMs, now) => storage.sweepStaging(olderThanMs, now),
    },
    written: () => keys,
    removeAll: async () => {
      await mapWithLimit(keys, 16, (key) => storage.remove(key).catch(() => undefined));
    },
  };
}

/** Stores generated pictures through storeImage (small ones: avatars). */
async function storeThroughStoreImage<T>(
  storage: MediaStorage,
  items: readonly T[],
  svgOf: (item: T, index: number) => string,
  folder: string,
): Promise<string[]> {
  return mapWithLimit(items, 4, async (item, index) => {
    // Rasterise once: storeImage decodes its input once per variant.
    const png = await sharp(Buffer.from(svgOf(item, index)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    return storeImage(storage, png, folder);
  });
}

/** Stores large generated pictures as pre-encoded variants (same layout as storeImage). */
async function storePreEncoded<T>(
  storage: MediaStorage,
  items: readonly T[],
  svgOf: (item: T) => string,
  folder: string,
): Promise<string[]> {
  const svgs = items.map(svgOf);
  return mapWithLimit(svgs, 4, async (svg) =>
    storeEncodedPhoto(storage, await encodeVariants(svg), folder),
  );
}

function byKey<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  values: readonly string[],
): Map<string, string> {
  return new Map(items.map((item, index) => [keyOf(item), values[index] ?? '']));
}

export async function storeDemoMedia(
  storage: MediaStorage,
  plans: readonly PropertyPlan[],
  log: (line: string) => void,
): Promise<DemoMedia> {
  let started = Date.now();
  const pool = await renderPhotoPool();
  log(`Rendered ${pool.length} demo photos in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  started = Date.now();
  const random = createRandom(5);
  const brand = await storeBrandImages(storage);
  const icons = await storeCatalogueIcons(storage);
  const people = demoUsers.filter((user) => user.hasAvatar);
  const avatarKeys = await storeThroughStoreImage(
    storage,
    people,
    (user, index) => avatarSvg(user.name, index),
    'profiles',
  );
  const cityKeys = await storePreEncoded(
    storage,
    demoCities,
    (city) => skylineSvg(city.skyline, random),
    'cities',
  );
  const coverKeys = await storePreEncoded(
    storage,
    demoArticles,
    (article) => articleCoverSvg(article.cover, article.tint, random),
    'articles',
  );
  const avatars = byKey(people, (user) => user.slug, avatarKeys);
  const cityImages = byKey(demoCities, (city) => city.city, cityKeys);
  const articleCovers = byKey(demoArticles, (article) => article.slug, coverKeys);
  const propertyPhotos = await storePropertyPhotos(storage, pool, plans);
  const projectMedia = await storeProjectMedia(storage, pool);
  log(`Stored the demo images in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { brand, icons, avatars, cityImages, articleCovers, propertyPhotos, projectMedia };
}
