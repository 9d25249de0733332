import type { PackageLimitFeature } from '@/contracts/package-features';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { grantPackage } from './grant-package';
import { packageRefusal } from './package-refusal';
import {
  findDefaultFreePackage,
  listActiveUserPackages,
  lockUser,
  sellsAnyPackage,
  takeOneUnit,
} from './packages-repository';

/**
 * Uses one unit of a limit (a post or an advertisement) on the first of the viewer's running
 * packages with room, the soonest to end first. Call it inside the transaction that writes what
 * it pays for: the user's row stays locked until commit, so the check and the use cannot race
 * and two parallel posts against the last unit leave exactly one standing. A user with no
 * running package first receives the site's free package (written down here). The admin is
 * never limited, nor is anyone on a site that offers no package at all (answers null). Throws
 * the spec's refusal when no package has room.
 */
export async function consumePackageUnit(
  tx: Database,
  viewer: Viewer,
  feature: PackageLimitFeature,
  now: Date = new Date(),
): Promise<number | null> {
  if (viewer.role === 'admin') return null;
  await lockUser(tx, viewer.userId);
  const used = await takeOneUnit(tx, viewer.userId, feature, now);
  if (used !== null) return used;
  const running = await listActiveUserPackages(tx, viewer.userId, now);
  if (running.length === 0) {
    const free = await findDefaultFreePackage(tx);
    if (!free) {
      // A site that offers no package at all limits nothing.
      if (!(await sellsAnyPackage(tx))) return null;
      throw packageRefusal(feature, false);
    }
    await grantPackage(tx, { userId: viewer.userId, packageId: free.id, source: 'free' }, now);
    const usedFree = await takeOneUnit(tx, viewer.userId, feature, now);
    if (usedFree !== null) return usedFree;
  }
  throw packageRefusal(feature, true);
}
