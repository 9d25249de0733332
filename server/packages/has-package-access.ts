import type { PackageAccessFeature } from '@/contracts/package-features';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { loadHeldPackages } from './held-packages';
import { sellsAnyPackage } from './packages-repository';

/**
 * Whether the viewer may use an access feature (mortgage calculator detail, premium properties,
 * project access): one of the packages they hold now includes it. The admin always; everyone
 * on a site that offers no package at all; otherwise visitors never.
 */
export async function hasPackageAccess(
  db: Database,
  viewer: Viewer | null,
  feature: PackageAccessFeature,
  now: Date = new Date(),
): Promise<boolean> {
  if (viewer?.role === 'admin') return true;
  const held = viewer ? await loadHeldPackages(db, viewer.userId, now) : [];
  if (held.some((entry) => entry.features.some((item) => item.feature === feature))) return true;
  // A site that offers no package at all gates nothing.
  return held.length === 0 && !(await sellsAnyPackage(db));
}
