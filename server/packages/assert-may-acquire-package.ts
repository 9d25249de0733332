import { packageNotAvailableMessage } from '@/contracts/package-features';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import { isUsedUp, loadHeldPackages } from './held-packages';
import { findPackage, type PackageRow } from './packages-repository';

/**
 * Whether the user may take this package now (DOMAIN-RULES, Packages and limits): it must be on
 * offer, and the user must not hold it running with room left (an active package cannot be
 * bought or assigned again until its limits are used up or it ends). The free allowance of a
 * user without packages does not count as holding it. `assign_package` calls this; the
 * payments module calls it before it asks a gateway for a payment. Answers the package.
 */
export async function assertMayAcquirePackage(
  db: Database,
  userId: number,
  packageId: number,
  now: Date = new Date(),
): Promise<PackageRow> {
  const item = await findPackage(db, packageId);
  if (!item || !item.isActive) {
    throw new AppError('package_not_found', packageNotAvailableMessage);
  }
  const held = await loadHeldPackages(db, userId, now);
  const running = held.find(
    (entry) => !entry.isIncluded && entry.packageId === packageId && !isUsedUp(entry),
  );
  if (running) {
    throw new AppError(
      'package_already_active',
      'You already have this package active. You can take it again once its limits are used up or it ends.',
    );
  }
  return item;
}
