import type { PackageLimitDto } from '@/contracts/dto/package-dto';
import {
  isLimitFeature,
  packageFeatureMessages,
  packageNotAvailableMessage,
  type PackageFeatureType,
} from '@/contracts/package-features';
import type { Database } from '../db/database';
import type { Viewer } from '../core/route';
import { loadHeldPackages } from './held-packages';
import { sellsAnyPackage } from './packages-repository';

/**
 * `check-package-limit` (type): whether the viewer's packages allow the action now, without
 * using anything. package_available: they hold a running package (or the free allowance);
 * feature_available: one of them has the feature; limit_available: one with the feature has room
 * (always, for an access or an unlimited limit). The admin is never limited, nor is anyone on a
 * site that offers no package at all. The message is the
 * spec's sentence for the "Opps" dialog when something is missing.
 */
export async function checkPackageLimit(
  db: Database,
  viewer: Viewer,
  feature: PackageFeatureType,
  now: Date = new Date(),
): Promise<PackageLimitDto> {
  const open = { package_available: true, feature_available: true, limit_available: true };
  if (viewer.role === 'admin') return { ...open, message: '' };
  const held = await loadHeldPackages(db, viewer.userId, now);
  // A site that offers no package at all limits nothing.
  if (held.length === 0 && !(await sellsAnyPackage(db))) return { ...open, message: '' };
  const withFeature = held.flatMap((entry) =>
    entry.features.filter((item) => item.feature === feature),
  );
  const packageAvailable = held.length > 0;
  const featureAvailable = withFeature.length > 0;
  const limitAvailable =
    featureAvailable &&
    (!isLimitFeature(feature) ||
      withFeature.some((item) => item.limit === null || item.used < item.limit));
  let message = '';
  if (!packageAvailable) message = packageNotAvailableMessage;
  else if (!limitAvailable) message = packageFeatureMessages[feature];
  return {
    package_available: packageAvailable,
    feature_available: featureAvailable,
    limit_available: limitAvailable,
    message,
  };
}
