import { isLimitFeature, type PackageFeatureType } from '@/contracts/package-features';
import type { Database } from '../db/database';
import {
  findDefaultFreePackage,
  listActiveUserPackages,
  listHeldFeatures,
  listPackageFeatures,
} from './packages-repository';

export interface HeldFeature {
  feature: PackageFeatureType;
  /** null: unlimited (a limit feature) or an access feature. */
  limit: number | null;
  used: number;
}

/** A package a user holds now; `isIncluded` marks the free allowance of a user with none. */
export interface HeldPackage {
  userPackageId: number | null;
  packageId: number;
  name: string;
  source: 'free' | 'purchase';
  startsAt: Date;
  endsAt: Date;
  isIncluded: boolean;
  features: HeldFeature[];
}

const hourMs = 3_600_000;

/**
 * What the user holds at `now`: their running packages (the soonest to end first) with what is
 * used of each limit. A user with no running package holds the site's free package (the first
 * active one priced 0), unused and not yet written down: the first post writes it
 * (consumePackageUnit), so demo and new users keep posting. Reads only.
 */
export async function loadHeldPackages(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<HeldPackage[]> {
  const running = await listActiveUserPackages(db, userId, now);
  if (running.length > 0) {
    const features = await listHeldFeatures(
      db,
      running.map((row) => row.id),
    );
    return running.map((row) => ({
      userPackageId: row.id,
      packageId: row.packageId,
      name: row.name,
      source: row.source,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      isIncluded: false,
      features: features
        .filter((feature) => feature.userPackageId === row.id)
        .map(({ feature, limit, used }) => ({ feature, limit, used })),
    }));
  }
  const free = await findDefaultFreePackage(db);
  if (!free) return [];
  const features = await listPackageFeatures(db, [free.id]);
  return [
    {
      userPackageId: null,
      packageId: free.id,
      name: free.name,
      source: 'free',
      startsAt: now,
      endsAt: new Date(now.getTime() + free.durationHours * hourMs),
      isIncluded: true,
      features: features.map(({ feature, limit }) => ({ feature, limit, used: 0 })),
    },
  ];
}

/** True when a held package's limits are all used (it has limits and none is unlimited). */
export function isUsedUp(held: HeldPackage): boolean {
  const limits = held.features.filter((feature) => isLimitFeature(feature.feature));
  return (
    limits.length > 0 &&
    limits.every((feature) => feature.limit !== null && feature.used >= feature.limit)
  );
}
