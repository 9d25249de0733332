import type { PackageFeatureType } from '../package-features';

/** A package as the administrator edits it (`admin/packages`), inactive ones included. */
export interface AdminPackageDto {
  id: number;
  name: string;
  /** Exact, as text ("19.00"); "0.00" is free. */
  price: string;
  duration_hours: number;
  is_active: boolean;
  sequence: number;
  /** Its features: a limit's count (null: unlimited), an access's always null. */
  features: { feature: PackageFeatureType; limit: number | null }[];
  /** How many people hold it now (their packages keep the features they were sold with). */
  holders_count: number;
}
