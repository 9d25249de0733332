import { packageNotAvailableMessage } from '@/contracts/package-features';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { loadHeldPackages } from './held-packages';
import { packageAvailability } from './package-availability';
import { findPackage, type PackageRow } from './packages-repository';

/** A moment as the API's English sentences give it: "2026-12-05 14:00 UTC". */
const utcMinute = (moment: Date): string =>
  `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The package, when it is on offer; else `package_not_found`. */
export async function findPackageOnOffer(db: Database, packageId: number): Promise<PackageRow> {
  const item = await findPackage(db, packageId);
  if (!item || !item.isActive) {
    throw new AppError('package_not_found', packageNotAvailableMessage);
  }
  return item;
}

/**
 * Whether the user may take this package now (package-availability.ts): it must be on offer;
 * a paid one must not be held running with room left; a free one can be taken again only once
 * its period has ended. `assign_package` calls this. Answers the package.
 */
export async function assertMayAcquirePackage(
  db: Database,
  userId: number,
  packageId: number,
  now: Date = new Date(),
): Promise<PackageRow> {
  const item = await findPackageOnOffer(db, packageId);
  await assertMayTakePackage(db, userId, item, now);
  return item;
}

/**
 * Refuses a package on offer that the user cannot take yet; the payments module calls it,
 * once it knows the package is paid, before it asks a gateway for a payment.
 */
export async function assertMayTakePackage(
  db: Database,
  userId: number,
  item: PackageRow,
  now: Date = new Date(),
): Promise<void> {
  const availability = packageAvailability(await loadHeldPackages(db, userId, now), item);
  if (availability.isTakeable) return;
  switch (availability.reason) {
    case 'running':
      throw new AppError(
        'package_already_active',
        'You already have this package active. You can take it again once its limits are used up or it ends.',
      );
    case 'included':
      throw new AppError(
        'free_package_taken',
        'This free package is already yours: its limits apply while you hold no other package. Its period starts with your first post; you can take it again once that period ends.',
      );
    case 'free_taken':
      throw new AppError(
        'free_package_taken',
        `You have already taken this free package. You can take it again from ${utcMinute(availability.availableAgainAt)}, when its period ends.`,
      );
  }
}
