import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { findRowById, writeRowById } from '../db/rows-by-id';
import { packageFeatures, packages, userPackages } from '../db/schema';
import type { FeatureRow, PackageRow } from './packages-repository';

/** A package with its features, as the console edits it. */
export interface PackageRecord extends PackageRow {
  features: Omit<FeatureRow, 'packageId'>[];
}

export type PackageColumns = Pick<
  PackageRow,
  'name' | 'price' | 'durationHours' | 'isActive' | 'sequence'
>;

/** Every package, offered or not, in the admin's order. */
export async function listAllPackages(db: Database): Promise<PackageRow[]> {
  return await db.select().from(packages).orderBy(asc(packages.sequence), asc(packages.id));
}

/** How many people hold each package now. */
export async function countHolders(
  db: Database,
  packageIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ packageId: userPackages.packageId, holders: count() })
    .from(userPackages)
    .where(
      and(
        inArray(userPackages.packageId, [...packageIds]),
        lte(userPackages.startsAt, now),
        gt(userPackages.endsAt, now),
      ),
    )
    .groupBy(userPackages.packageId);
  return new Map(rows.map((row) => [row.packageId, Number(row.holders)]));
}

async function featuresOf(db: Database, packageId: number) {
  return await db
    .select({ feature: packageFeatures.feature, limit: packageFeatures.limit })
    .from(packageFeatures)
    .where(eq(packageFeatures.packageId, packageId))
    .orderBy(asc(packageFeatures.id));
}

/** One package with its features (locked until the transaction ends with `lock`), or null. */
export async function findPackageRecord(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PackageRecord | null> {
  const row = await findRowById(db, packages, id, options);
  return row ? { ...row, features: await featuresOf(db, row.id) } : null;
}

/** Adds a package (no id) or changes one, its features replaced by these. */
export async function writePackage(
  db: Database,
  id: number | undefined,
  columns: PackageColumns,
  features: PackageRecord['features'],
): Promise<PackageRecord | null> {
  const row = await writeRowById(db, packages, id, columns);
  if (!row) return null;
  await db.delete(packageFeatures).where(eq(packageFeatures.packageId, row.id));
  if (features.length > 0) {
    await db
      .insert(packageFeatures)
      .values(features.map((feature) => ({ packageId: row.id, ...feature })));
  }
  return { ...row, features: await featuresOf(db, row.id) };
}
