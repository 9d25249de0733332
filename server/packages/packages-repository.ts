import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PackageFeatureType } from '@/contracts/package-features';
import type { Database } from '../db/database';
import { packageFeatures, packages, userPackageFeatures, userPackages, users } from '../db/schema';

/** The packages domain's only Drizzle access: plain reads and writes, no rules. */

export type PackageRow = typeof packages.$inferSelect;
export type UserPackageRow = typeof userPackages.$inferSelect;
export type NewUserPackageRow = typeof userPackages.$inferInsert;

export interface FeatureRow {
  packageId: number;
  feature: PackageFeatureType;
  limit: number | null;
}

export interface HeldFeatureRow {
  userPackageId: number;
  feature: PackageFeatureType;
  limit: number | null;
  used: number;
}

export async function findPackage(db: Database, id: number): Promise<PackageRow | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row ?? null;
}

/** The packages on offer (active), in the admin's order. */
export async function listActivePackages(db: Database): Promise<PackageRow[]> {
  return await db
    .select()
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.sequence), asc(packages.id));
}

/** Whether the site offers any package at all (none: nothing is gated by packages). */
export async function sellsAnyPackage(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.isActive, true))
    .limit(1);
  return rows.length > 0;
}

/** The free package a user without any package gets: the first active one priced 0. */
export async function findDefaultFreePackage(db: Database): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.isActive, true), eq(packages.price, '0')))
    .orderBy(asc(packages.sequence), asc(packages.id))
    .limit(1);
  return row ?? null;
}

export async function listPackageFeatures(
  db: Database,
  packageIds: readonly number[],
): Promise<FeatureRow[]> {
  if (packageIds.length === 0) return [];
  return await db
    .select({
      packageId: packageFeatures.packageId,
      feature: packageFeatures.feature,
      limit: packageFeatures.limit,
    })
    .from(packageFeatures)
    .where(inArray(packageFeatures.packageId, [...packageIds]))
    .orderBy(asc(packageFeatures.id));
}

/** The user's packages running at `now` (starts_at <= now < ends_at), the soonest to end first. */
export async function listActiveUserPackages(
  db: Database,
  userId: number,
  now: Date,
): Promise<(UserPackageRow & { name: string })[]> {
  return await db
    .select({
      id: userPackages.id,
      userId: userPackages.userId,
      packageId: userPackages.packageId,
      startsAt: userPackages.startsAt,
      endsAt: userPackages.endsAt,
      source: userPackages.source,
      paymentTransactionId: userPackages.paymentTransactionId,
      createdAt: userPackages.createdAt,
      updatedAt: userPackages.updatedAt,
      name: packages.name,
    })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        eq(userPackages.userId, userId),
        lte(userPackages.startsAt, now),
        gt(userPackages.endsAt, now),
      ),
    )
    .orderBy(asc(userPackages.endsAt), asc(userPackages.id));
}

export async function listHeldFeatures(
  db: Database,
  userPackageIds: readonly number[],
): Promise<HeldFeatureRow[]> {
  if (userPackageIds.length === 0) return [];
  return await db
    .select({
      userPackageId: userPackageFeatures.userPackageId,
      feature: userPackageFeatures.feature,
      limit: userPackageFeatures.limit,
      used: userPackageFeatures.used,
    })
    .from(userPackageFeatures)
    .where(inArray(userPackageFeatures.userPackageId, [...userPackageIds]));
}

export async function findUserPackageByPayment(
  db: Database,
  paymentTransactionId: string,
): Promise<UserPackageRow | null> {
  const [row] = await db
    .select()
    .from(userPackages)
    .where(eq(userPackages.paymentTransactionId, paymentTransactionId))
    .limit(1);
  return row ?? null;
}

/** Inserts a held package; null when its payment transaction already granted one. */
export async function insertUserPackage(
  db: Database,
  row: NewUserPackageRow,
): Promise<UserPackageRow | null> {
  const [inserted] = await db
    .insert(userPackages)
    .values(row)
    .onConflictDoNothing({ target: userPackages.paymentTransactionId })
    .returning();
  return inserted ?? null;
}

export async function insertHeldFeatures(
  db: Database,
  userPackageId: number,
  features: readonly { feature: PackageFeatureType; limit: number | null }[],
): Promise<void> {
  if (features.length === 0) return;
  await db
    .insert(userPackageFeatures)
    .values(features.map((item) => ({ userPackageId, ...item, used: 0 })));
}

/** Holds the user's row until commit: package grants and uses of one user run one at a time. */
export async function lockUser(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/**
 * Uses one unit of `feature` on the first of the user's running packages with room (the soonest
 * to end first): one conditional update, so two parallel uses of the last unit cannot both
 * succeed. Answers the held package used, or null when none had room.
 */
export async function takeOneUnit(
  db: Database,
  userId: number,
  feature: PackageFeatureType,
  now: Date,
): Promise<number | null> {
  const candidates = await db
    .select({ id: userPackages.id })
    .from(userPackageFeatures)
    .innerJoin(userPackages, eq(userPackages.id, userPackageFeatures.userPackageId))
    .where(
      and(
        eq(userPackages.userId, userId),
        eq(userPackageFeatures.feature, feature),
        lte(userPackages.startsAt, now),
        gt(userPackages.endsAt, now),
        or(
          isNull(userPackageFeatures.limit),
          lt(userPackageFeatures.used, userPackageFeatures.limit),
        ),
      ),
    )
    .orderBy(asc(userPackages.endsAt), asc(userPackages.id));
  for (const candidate of candidates) {
    const updated = await db
      .update(userPackageFeatures)
      .set({ used: sql`${userPackageFeatures.used} + 1` })
      .where(
        and(
          eq(userPackageFeatures.userPackageId, candidate.id),
          eq(userPackageFeatures.feature, feature),
          or(
            isNull(userPackageFeatures.limit),
            lt(userPackageFeatures.used, userPackageFeatures.limit),
          ),
        ),
      )
      .returning({ userPackageId: userPackageFeatures.userPackageId });
    if (updated.length > 0) return candidate.id;
  }
  return null;
}

/** Gives one unit back (a rejected advertisement); never below zero. */
export async function giveUnitBack(
  db: Database,
  userPackageId: number,
  feature: PackageFeatureType,
): Promise<void> {
  await db
    .update(userPackageFeatures)
    .set({ used: sql`${userPackageFeatures.used} - 1` })
    .where(
      and(
        eq(userPackageFeatures.userPackageId, userPackageId),
        eq(userPackageFeatures.feature, feature),
        gt(userPackageFeatures.used, 0),
      ),
    );
}
