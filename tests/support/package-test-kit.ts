import { eq } from 'drizzle-orm';
import type { PackageFeatureType } from '@/contracts/package-features';
import type { Database } from '@/server/db/database';
import { packageFeatures, packages, userPackageFeatures, userPackages } from '@/server/db/schema';
import { grantPackage } from '@/server/packages/grant-package';

export interface TestPackage {
  id: number;
  name: string;
}

let counter = 0;

/** A package on offer with its features (feature → limit; null: unlimited or an access). */
export async function insertPackage(
  db: Database,
  values: {
    name?: string;
    price?: string;
    durationHours?: number;
    sequence?: number;
    isActive?: boolean;
    features: Partial<Record<PackageFeatureType, number | null>>;
  },
): Promise<TestPackage> {
  counter += 1;
  const [row] = await db
    .insert(packages)
    .values({
      name: values.name ?? `Package ${counter}`,
      price: values.price ?? '0',
      durationHours: values.durationHours ?? 720,
      sequence: values.sequence ?? counter,
      isActive: values.isActive ?? true,
    })
    .returning({ id: packages.id, name: packages.name });
  const features = Object.entries(values.features) as [PackageFeatureType, number | null][];
  if (features.length > 0) {
    await db
      .insert(packageFeatures)
      .values(features.map(([feature, limit]) => ({ packageId: row!.id, feature, limit })));
  }
  return row!;
}

let payment = 0;

/** Gives a user a paid package as a confirmed payment would (a fresh transaction id). */
export async function buyPackage(db: Database, userId: number, packageId: number) {
  payment += 1;
  return grantPackage(db, {
    userId,
    packageId,
    source: 'purchase',
    paymentTransactionId: `test-payment-${payment}-${Math.random().toString(36).slice(2)}`,
  });
}

/** What is used of each held feature of a user, by package name and feature. */
export async function usedUnits(db: Database, userId: number) {
  return db
    .select({
      userPackageId: userPackages.id,
      packageId: userPackages.packageId,
      feature: userPackageFeatures.feature,
      limit: userPackageFeatures.limit,
      used: userPackageFeatures.used,
    })
    .from(userPackageFeatures)
    .innerJoin(userPackages, eq(userPackages.id, userPackageFeatures.userPackageId))
    .where(eq(userPackages.userId, userId))
    .orderBy(userPackages.id, userPackageFeatures.feature);
}
