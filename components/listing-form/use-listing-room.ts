import { useCallback, useState } from 'react';
import { usePackageLimit } from '@/api/packages/check-package-limit';
import type { PackageLimitFeature } from '@/contracts/package-features';
import type { PackageRefusal } from '@/hooks/use-package-gate';

export interface ListingRoom {
  /** Why a new listing of this kind cannot be posted now; null while allowed (or on edit). */
  refusal: PackageRefusal | null;
  /** True while the add page still asks whether there is room. */
  isChecking: boolean;
  /** The server refused the post itself (false: no package runs). */
  refuse: (hasPackage: boolean) => void;
}

/**
 * Whether the user's packages have room for one more listing of a kind (spec §8), asked as the
 * add page opens, however the user reached it (a link, a bookmark, the address bar). The edit
 * page does not ask: editing uses no unit. The server checks again when the form is sent.
 */
export function useListingRoom(feature: PackageLimitFeature, isNew: boolean): ListingRoom {
  const room = usePackageLimit(feature, isNew);
  const [refused, setRefused] = useState<PackageRefusal | null>(null);
  const refuse = useCallback(
    (hasPackage: boolean) => setRefused({ feature, hasPackage }),
    [feature],
  );
  const checked = room.data;
  const refusal =
    refused ??
    (isNew && checked && !checked.limit_available
      ? { feature, hasPackage: checked.package_available }
      : null);
  return { refusal, isChecking: isNew && room.isPending, refuse };
}
