import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import type { PackageFeatureType } from '@/contracts/package-features';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

/** A package to add (no id) or change. */
export interface SavePackagePayload {
  id?: number;
  name: string;
  price: string;
  duration_hours: number;
  is_active: 0 | 1;
  sequence: number;
  features: { feature: PackageFeatureType; limit: number | null }[];
}

/** POST `admin/packages`; then every package list again (the plans page's too). */
export const savePackage = defineMutation('POST', 'admin/packages', {
  body: (payload: SavePackagePayload) => ({ ...payload }),
  answer: dataOf<AdminPackageDto>,
  invalidateOnSettled: [packageKeys.all],
});

export const useSavePackage = savePackage.use;
