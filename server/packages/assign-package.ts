import type { ActivePackageDto } from '@/contracts/dto/package-dto';
import type { Database } from '../db/database';
import { runInTransaction } from '../db/transactions';
import { AppError } from '../core/app-error';
import type { Viewer } from '../core/route';
import { assertMayAcquirePackage } from './assert-may-acquire-package';
import { grantPackage } from './grant-package';
import { loadHeldPackages } from './held-packages';
import { toActivePackageDto } from './package-dto';
import { lockUser } from './packages-repository';

/**
 * `assign_package` (package_id): the signed-in user activates a free package for its duration.
 * A paid package is refused (only a confirmed payment grants it), and so is a package the user
 * already holds running with room left. Answers the package now held.
 */
export async function assignPackage(
  db: Database,
  viewer: Viewer,
  packageId: number,
  moment?: Date,
): Promise<ActivePackageDto> {
  let now = moment ?? new Date();
  const { userPackage } = await runInTransaction(db, async (tx) => {
    // The user's row stays locked until commit: two parallel activations grant one package.
    await lockUser(tx, viewer.userId);
    // The time is read once the lock is held: a request that waited for it must not look at
    // the packages as they were before the one it waited for was granted (that grant would
    // start after its "now", so it would not count as held).
    now = moment ?? new Date();
    const item = await assertMayAcquirePackage(tx, viewer.userId, packageId, now);
    if (Number(item.price) > 0) {
      throw new AppError('forbidden', 'This package is not free: buy it to activate it.');
    }
    return grantPackage(tx, { userId: viewer.userId, packageId, source: 'free' }, now);
  });
  const held = await loadHeldPackages(db, viewer.userId, now);
  const granted = held.find((entry) => entry.userPackageId === userPackage.id);
  if (!granted) throw new Error('A granted package was not found among the held ones');
  return toActivePackageDto(granted, now);
}
