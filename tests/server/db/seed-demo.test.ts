import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/db/open-database';
import {
  advertisements,
  articles,
  categories,
  categoryParameters,
  cityImages,
  facilities,
  faqs,
  languages,
  packageFeatures,
  packages,
  parameters,
  projectDocuments,
  projectImages,
  projectPlans,
  projects,
  properties,
  propertyFacilities,
  propertyImages,
  propertyParameters,
  reportReasons,
  siteSettings,
  users,
  verificationFormFields,
} from '@/server/db/schema';
import { seedDemoData, type SeedDemoResult } from '@/server/db/seed/seed-demo-data';
import { variantKey } from '@/server/storage/image-variants';
import { createDiskStorage } from '@/server/storage/media-storage';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const seedTimeout = 120_000;

const handles: DatabaseHandle[] = [];
const tempDirs: string[] = [];

async function freshSeededDatabase(): Promise<{
  handle: DatabaseHandle;
  storageDir: string;
  result: SeedDemoResult;
  seconds: number;
}> {
  const handle = await openDatabase({ driver: 'pglite', inMemory: true });
  handles.push(handle);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-seed-'));
  tempDirs.push(storageDir);
  const started = performance.now();
  const result = await seedDemoData(handle.db, createDiskStorage(storageDir));
  return { handle, storageDir, result, seconds: (performance.now() - started) / 1000 };
}

function countFiles(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}

describe('demo data seeding', () => {
  let seeded: Awaited<ReturnType<typeof freshSeededDatabase>>;
  const db = () => seeded.handle.db;
  const countOf = async (table: PgTable): Promise<number> => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    seeded = await freshSeededDatabase();
    console.info(`Demo data seeded in ${seeded.seconds.toFixed(1)} s`);
  }, seedTimeout);

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fills an empty marketplace with at least the promised amount of content', async () => {
    expect(seeded.result.seeded).toBe(true);
    expect(await countOf(properties)).toBeGreaterThanOrEqual(96);
    expect(await countOf(categories)).toBeGreaterThanOrEqual(8);
    expect(await countOf(parameters)).toBeGreaterThanOrEqual(8);
    expect(await countOf(categoryParameters)).toBeGreaterThanOrEqual(8);
    expect(await countOf(facilities)).toBeGreaterThanOrEqual(12);
    expect(await countOf(cityImages)).toBeGreaterThanOrEqual(10);
    expect(await countOf(articles)).toBeGreaterThanOrEqual(8);
    expect(await countOf(faqs)).toBeGreaterThanOrEqual(8);
    expect(await countOf(reportReasons)).toBeGreaterThanOrEqual(5);
    expect(await countOf(packages)).toBe(5);
    expect(await countOf(verificationFormFields)).toBe(seeded.result.counts.verificationFields);
    expect(await countOf(packageFeatures)).toBeGreaterThanOrEqual(10);
    expect(await countOf(languages)).toBe(2);
    expect(await countOf(propertyParameters)).toBeGreaterThanOrEqual(96);
    expect(await countOf(propertyFacilities)).toBeGreaterThanOrEqual(96 * 2);
    expect(seeded.result.counts.properties).toBe(await countOf(properties));
  });

  it('creates verified agents with full profiles and ordinary users nobody can sign in as', async () => {
    const rows = await db().select().from(users);
    const agents = rows.filter((user) => user.verificationStatus === 'success');
    expect(agents.length).toBeGreaterThanOrEqual(8);
    expect(rows.length - agents.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((user) => user.role === 'user' && user.passwordHash === null)).toBe(true);
    // Their addresses count as proven, so a one-time code signs in to the demo people.
    expect(rows.every((user) => user.emailVerifiedAt !== null)).toBe(true);
    expect(rows.every((user) => !user.mobile || user.mobileVerifiedAt !== null)).toBe(true);
    for (const agent of agents) {
      expect(agent.email).toMatch(/@example\.com$/);
      expect(agent.mobile && agent.address && agent.city && agent.aboutMe).toBeTruthy();
      expect(agent.profileImage).toBeTruthy();
      expect(
        fs.existsSync(path.join(seeded.storageDir, variantKey(agent.profileImage ?? '', 'card'))),
      ).toBe(true);
    }
    expect(new Set(rows.map((user) => user.slugId)).size).toBe(rows.length);
  });

  it('gives every listing a stored title photo and at least three gallery photos', async () => {
    const listings = await db()
      .select({ id: properties.id, titleImage: properties.titleImage })
      .from(properties);
    const gallery = await db()
      .select({ propertyId: propertyImages.listingId, image: propertyImages.image })
      .from(propertyImages);
    const galleryCount = new Map<number, number>();
    for (const image of gallery)
      galleryCount.set(image.propertyId, (galleryCount.get(image.propertyId) ?? 0) + 1);
    const exists = (key: string) =>
      fs.statSync(path.join(seeded.storageDir, key), { throwIfNoEntry: false });
    for (const listing of listings) {
      expect(listing.titleImage).toBeTruthy();
      const key = listing.titleImage ?? '';
      expect(exists(variantKey(key, 'card'))?.size).toBeGreaterThan(0);
      expect(exists(variantKey(key, 'large'))?.size).toBeGreaterThan(0);
      expect(galleryCount.get(listing.id) ?? 0).toBeGreaterThanOrEqual(3);
    }
    for (const image of gallery) expect(exists(variantKey(image.image, 'large'))).toBeTruthy();
    const allKeys = [
      ...listings.map((listing) => listing.titleImage),
      ...gallery.map((image) => image.image),
    ];
    expect(new Set(allKeys).size).toBe(allKeys.length);
  });

  it('spreads public listings over at least eight cities at their real coordinates', async () => {
    const publicRows = await db()
      .select({
        city: properties.city,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(sql`${properties.reviewStatus} = 'approved' and ${properties.isActive}`);
    const perCity = new Map<string, number>();
    for (const row of publicRows) perCity.set(row.city, (perCity.get(row.city) ?? 0) + 1);
    expect([...perCity.values()].filter((count) => count >= 3).length).toBeGreaterThanOrEqual(8);

    const centres: Record<string, [number, number]> = {
      'New York': [40.71, -74.01],
      London: [51.51, -0.13],
      Dubai: [25.2, 55.27],
      Sydney: [-33.87, 151.21],
    };
    for (const row of publicRows) {
      expect(Math.abs(row.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(row.longitude)).toBeLessThanOrEqual(180);
      const centre = centres[row.city];
      if (centre) {
        expect(Math.abs(row.latitude - centre[0])).toBeLessThan(0.1);
        expect(Math.abs(row.longitude - centre[1])).toBeLessThan(0.1);
      }
    }
    expect(Object.keys(centres).every((city) => perCity.has(city))).toBe(true);
  });

  it('offers listings both for sale and for rent with exact two-decimal prices', async () => {
    const rows = await db()
      .select({
        price: properties.price,
        propertyType: properties.propertyType,
        rentDuration: properties.rentDuration,
        listingStatus: properties.listingStatus,
        reviewStatus: properties.reviewStatus,
        rejectionReason: properties.rejectionReason,
        publishedAt: properties.publishedAt,
      })
      .from(properties);
    expect(rows.some((row) => row.propertyType === 'sell')).toBe(true);
    expect(rows.some((row) => row.propertyType === 'rent')).toBe(true);
    for (const row of rows) {
      expect(row.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.price)).toBeGreaterThan(0);
      expect(row.rentDuration === null).toBe(row.propertyType === 'sell');
      if (row.listingStatus === 'sold') expect(row.propertyType).toBe('sell');
      if (row.listingStatus === 'rented') expect(row.propertyType).toBe('rent');
      if (row.reviewStatus === 'rejected') expect(row.rejectionReason).toBeTruthy();
      expect(row.publishedAt !== null).toBe(row.reviewStatus === 'approved');
    }
    const approved = rows.filter((row) => row.reviewStatus === 'approved').length;
    expect(approved).toBeGreaterThanOrEqual(88);
    expect(rows.some((row) => row.reviewStatus === 'pending')).toBe(true);
  });

  it('names every category, parameter (with its choices) and facility in Arabic too', async () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    for (const table of [categories, facilities] as const) {
      const rows = await db().select({ translations: table.translations }).from(table);
      for (const row of rows) expect(row.translations.ar?.name).toMatch(arabicLetters);
    }
    const rows = await db()
      .select({ choices: parameters.choices, translations: parameters.translations })
      .from(parameters);
    for (const row of rows) {
      expect(row.translations.ar?.name).toMatch(arabicLetters);
      expect(row.translations.ar?.choices ?? []).toHaveLength(row.choices.length);
    }
  });

  it('puts every listing with a floor on floor 1 or above, street level being 1', async () => {
    const floors = await db()
      .select({ value: propertyParameters.value })
      .from(propertyParameters)
      .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
      .where(eq(parameters.name, 'Floor'));
    expect(floors.length).toBeGreaterThan(0);
    for (const floor of floors) expect(Number(floor.value)).toBeGreaterThanOrEqual(1);
  });

  it('gives listings, users, categories and articles valid unique slugs', async () => {
    for (const table of [properties, users, categories, articles] as const) {
      const rows = await db().select({ slug: table.slugId }).from(table);
      for (const row of rows) expect(row.slug).toMatch(slugPattern);
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
  });

  it('lists at least eight approved projects across the demo cities, each with plans, photos and a brochure', async () => {
    const rows = await db().select().from(projects);
    const publicRows = rows.filter((row) => row.reviewStatus === 'approved' && row.isActive);
    expect(publicRows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(publicRows.map((row) => row.city)).size).toBeGreaterThanOrEqual(8);
    const exists = (key: string) => fs.existsSync(path.join(seeded.storageDir, key));
    for (const project of publicRows) {
      expect(slugPattern.test(project.slugId)).toBe(true);
      expect(project.image && exists(variantKey(project.image, 'large'))).toBe(true);
      expect(Number(project.minPrice)).toBeLessThan(Number(project.maxPrice));
      expect(project.completionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const plans = await db()
        .select()
        .from(projectPlans)
        .where(eq(projectPlans.projectId, project.id));
      const gallery = await db()
        .select()
        .from(projectImages)
        .where(eq(projectImages.listingId, project.id));
      const documents = await db()
        .select()
        .from(projectDocuments)
        .where(eq(projectDocuments.listingId, project.id));
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(documents.length).toBeGreaterThanOrEqual(1);
      for (const plan of plans) expect(exists(variantKey(plan.document, 'large'))).toBe(true);
      for (const document of documents) {
        const bytes = fs.readFileSync(path.join(seeded.storageDir, document.file));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.subarray(-7).toString('latin1')).toContain('%%EOF');
      }
    }
    expect(seeded.result.counts.projects).toBe(rows.length);
  });

  it('stores the site settings the web settings read, and runs advertisements on public listings', async () => {
    const rows = await db().select().from(siteSettings);
    const settings = new Map(rows.map((row) => [row.key, row.value]));
    expect(settings.get('currency')).toEqual({ code: 'USD', symbol: '$', name: 'US Dollar' });
    expect(settings.get('number_with_suffix')).toBe(true);
    expect(settings.get('default_language')).toBe('en');
    expect(settings.get('demo_seeded')).toEqual({ at: expect.any(String) });
    const brand = settings.get('brand') as Record<string, string>;
    expect(brand.svg_clr).toBe('#0f766e');
    for (const key of ['web_logo', 'web_footer_logo', 'web_placeholder_logo']) {
      expect(fs.existsSync(path.join(seeded.storageDir, brand[key] ?? 'missing'))).toBe(true);
    }
    const running = await db()
      .select({
        type: advertisements.type,
        userId: advertisements.userId,
        ownerId: properties.ownerId,
      })
      .from(advertisements)
      .innerJoin(properties, eq(properties.id, advertisements.propertyId))
      .where(
        sql`${advertisements.endsAt} > now() and ${advertisements.startsAt} < now() and ${properties.reviewStatus} = 'approved' and ${properties.isActive}`,
      );
    expect(running.filter((ad) => ad.type === 'slider').length).toBeGreaterThanOrEqual(6);
    expect(running.filter((ad) => ad.type === 'list').length).toBeGreaterThanOrEqual(4);
    expect(running.every((ad) => ad.userId === ad.ownerId)).toBe(true);
  });

  it('changes nothing when it runs a second time', async () => {
    const before = await Promise.all([properties, users, articles, siteSettings].map(countOf));
    const files = countFiles(seeded.storageDir);
    const again = await seedDemoData(db(), createDiskStorage(seeded.storageDir));
    expect(again.seeded).toBe(false);
    expect(await Promise.all([properties, users, articles, siteSettings].map(countOf))).toEqual(
      before,
    );
    expect(countFiles(seeded.storageDir)).toBe(files);
  });

  it(
    'removes the files it wrote and leaves the database unseeded when the rows are rejected',
    async () => {
      const handle = await openDatabase({ driver: 'pglite', inMemory: true });
      handles.push(handle);
      const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-seed-fail-'));
      tempDirs.push(storageDir);
      // A real account already uses a demo agent's email, so the users insert fails.
      await handle.db
        .insert(users)
        .values({ name: 'Existing', email: 'olivia.bennett@example.com', slugId: 'existing' });

      await expect(seedDemoData(handle.db, createDiskStorage(storageDir))).rejects.toThrow();

      expect(countFiles(storageDir)).toBe(0);
      const marker = await handle.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, 'demo_seeded'));
      expect(marker).toEqual([]);
      const [listingCount] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties);
      expect(listingCount?.n).toBe(0);
    },
    seedTimeout,
  );

  it(
    'produces the same listings on a fresh database',
    async () => {
      const other = await freshSeededDatabase();
      const listing = (handle: DatabaseHandle) =>
        handle.db
          .select({
            title: properties.title,
            slug: properties.slugId,
            price: properties.price,
            city: properties.city,
          })
          .from(properties)
          .orderBy(asc(properties.slugId));
      expect(await listing(other.handle)).toEqual(await listing(seeded.handle));
    },
    seedTimeout,
  );
});
