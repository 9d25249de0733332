import { useCallback, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useCheckPackageLimit } from '@/api/packages/check-package-limit';
import { packageNotAvailableMessage, type PackageFeatureType } from '@/contracts/package-features';

/** Why an action a package gates cannot go ahead: the feature, and whether any package runs. */
export interface PackageRefusal {
  feature: PackageFeatureType;
  hasPackage: boolean;
}

export interface PackageGate {
  /** Asks check-package-limit first; runs `action` when allowed, else sets `refusal`. */
  guard: (feature: PackageFeatureType, action: () => unknown) => Promise<void>;
  /** Turns the server's refusal of the action itself into `refusal`; true when it was one. */
  refuseFromError: (feature: PackageFeatureType, error: unknown) => boolean;
  refusal: PackageRefusal | null;
  dismiss: () => void;
  isChecking: boolean;
}

const refusalCodes: ReadonlySet<string> = new Set([
  'package_limit_reached',
  'package_not_available',
]);

/** Whether a failed call was refused for want of a package (spec §8, the "Opps" dialog). */
export function isPackageRefusal(error: unknown): boolean {
  return isApiError(error) && refusalCodes.has(error.code);
}

/**
 * The refusal a failed call carries, or null when it failed for another reason. The server
 * says "Package Not Available" to a user with no package running, and the feature's own
 * sentence to one whose packages lack the feature (server/packages/package-refusal.ts).
 */
export function packageRefusalOf(
  feature: PackageFeatureType,
  error: unknown,
): PackageRefusal | null {
  if (!isApiError(error) || !isPackageRefusal(error)) return null;
  return { feature, hasPackage: error.message !== packageNotAvailableMessage };
}

/**
 * The client side of the package limits: before the user starts an action a package gates
 * (posting, featuring), ask the server; when it says no, the screen shows the "Opps" dialog
 * with `refusal`. The server checks again when the action is sent (the answer that counts).
 */
export function usePackageGate(): PackageGate {
  const check = useCheckPackageLimit();
  const [refusal, setRefusal] = useState<PackageRefusal | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const guard = useCallback(
    async (feature: PackageFeatureType, action: () => unknown) => {
      setIsChecking(true);
      try {
        const answer = await check(feature);
        if (answer.package_available && answer.feature_available && answer.limit_available) {
          await action();
        } else {
          setRefusal({ feature, hasPackage: answer.package_available });
        }
      } finally {
        setIsChecking(false);
      }
    },
    [check],
  );

  const refuseFromError = useCallback((feature: PackageFeatureType, error: unknown) => {
    const refused = packageRefusalOf(feature, error);
    if (refused) setRefusal(refused);
    return refused !== null;
  }, []);

  const dismiss = useCallback(() => setRefusal(null), []);
  return { guard, refuseFromError, refusal, dismiss, isChecking };
}
