import {
  isLimitFeature,
  packageFeatureMessages,
  packageNotAvailableMessage,
  type PackageFeatureType,
} from '@/contracts/package-features';
import { AppError } from '../core/app-error';

/** The refusal of an action a package gates, with the spec's per-feature sentence. */
export function packageRefusal(feature: PackageFeatureType, hasPackage: boolean): AppError {
  if (!hasPackage) {
    return new AppError('package_not_available', packageNotAvailableMessage);
  }
  if (!isLimitFeature(feature)) {
    return new AppError('package_not_available', packageFeatureMessages[feature]);
  }
  return new AppError('package_limit_reached', packageFeatureMessages[feature]);
}
