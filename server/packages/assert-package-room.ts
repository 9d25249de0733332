import type { PackageLimitFeature } from '@/contracts/package-features';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { checkPackageLimit } from './check-package-limit';
import { packageRefusal } from './package-refusal';

/**
 * A quick refusal before any work (files stored, rows read) when the viewer's packages have no
 * room for the action; the answer that counts is consumePackageUnit in the write's transaction.
 */
export async function assertPackageRoom(
  db: Database,
  viewer: Viewer,
  feature: PackageLimitFeature,
): Promise<void> {
  const check = await checkPackageLimit(db, viewer, feature);
  if (!check.limit_available) throw packageRefusal(feature, check.package_available);
}
