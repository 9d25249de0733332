import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { cityImages, siteSettings } from '../schema';
import type { MediaStorage } from '../../storage/media-storage';
import { insertCatalogue } from './demo-catalogue';
import { insertArticles, insertFaqsAndReasons } from './demo-content';
import { storeDemoMedia, trackWrites, type DemoMedia } from './demo-media';
import { insertAdvertisements, insertPackages } from './demo-packages';
import { demoCities } from './demo-places';
import { insertProjects } from './demo-projects';
import { insertProperties } from './demo-properties';
import { planDemoProperties, type PropertyPlan } from './demo-property-plans';
import { insertSettings } from './demo-settings';
import { insertUsers } from './demo-users';
import { insertVerificationForm } from './demo-verification-form';

/** The site_settings key that marks a database as seeded; its value is `{ at: ISO date }`. */
export const demoSeededKey = 'demo_seeded';

export interface SeedDemoResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/** Thrown inside the transaction when another run claimed the seeding first. */
class AlreadySeededError extends Error {}

/**
 * Fills an empty marketplace with believable demo data: settings, catalogue, agents and users,
 * cities, 100 listings with photos, 10 projects with floor plans, advertisements, packages,
 * articles, FAQs and report reasons. Idempotent: once `demo_seeded` is set, it changes nothing. Files are written first;
 * the rows go in one transaction, and if that fails the files are removed again.
 */
export async function seedDemoData(
  db: Database,
  storage: MediaStorage,
  options: { log?: (line: string) => void } = {},
): Promise<SeedDemoResult> {
  const log = options.log ?? (() => undefined);
  if (await isSeeded(db)) return { seeded: false, counts: {} };
  const now = new Date();
  const plans = planDemoProperties();
  const tracked = trackWrites(storage);
  try {
    const media = await storeDemoMedia(tracked.storage, plans, log);
    const started = Date.now();
    const counts = await db.transaction((tx) => insertAll(tx, media, plans, now));
    counts.files = tracked.written().length;
    log(`Inserted the demo rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return { seeded: true, counts };
  } catch (error) {
    await tracked.removeAll();
    if (error instanceof AlreadySeededError) return { seeded: false, counts: {} };
    throw error;
  }
}

async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, demoSeededKey))
    .limit(1);
  return rows.length > 0;
}

async function insertAll(
  tx: Database,
  media: DemoMedia,
  plans: readonly PropertyPlan[],
  now: Date,
): Promise<Record<string, number>> {
  // Claim first: a concurrent run waits on this row and then finds it taken.
  const claimed = await tx
    .insert(siteSettings)
    .values({ key: demoSeededKey, value: { at: now.toISOString() } })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  if (claimed.length === 0) throw new AlreadySeededError();

  const settings = await insertSettings(tx, media.brand);
  const catalogue = await insertCatalogue(tx, media.icons);
  const userIds = await insertUsers(tx, media.avatars, now);
  await tx
    .insert(cityImages)
    .values(
      demoCities.map((city) => ({ city: city.city, image: media.cityImages.get(city.city) ?? '' })),
    )
    .onConflictDoNothing();
  const listings = await insertProperties(
    tx,
    plans,
    media.propertyPhotos,
    { catalogue, users: userIds },
    now,
  );
  const projects = await insertProjects(tx, media.projectMedia, { catalogue, users: userIds }, now);
  const advertisements = await insertAdvertisements(tx, listings, userIds, now);
  const packages = await insertPackages(tx);
  const articles = await insertArticles(tx, media.articleCovers, catalogue, now);
  const content = await insertFaqsAndReasons(tx);
  const verificationFields = await insertVerificationForm(tx);
  return {
    settings,
    languages: 2,
    categories: Object.keys(catalogue.categories).length,
    parameters: Object.keys(catalogue.parameters).length,
    facilities: Object.keys(catalogue.facilities).length,
    users: userIds.size,
    cities: demoCities.length,
    properties: listings.length,
    propertyImages: media.propertyPhotos.reduce((sum, photos) => sum + photos.gallery.length, 0),
    projects: projects.projects,
    projectPlans: projects.plans,
    projectImages: projects.images,
    projectDocuments: projects.documents,
    advertisements,
    packages: packages.packages,
    packageFeatures: packages.features,
    articles,
    faqs: content.faqs,
    reportReasons: content.reasons,
    verificationFields,
  };
}
