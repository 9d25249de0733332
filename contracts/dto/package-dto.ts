import type { PackageFeatureType } from '../package-features';

/** A feature as a package offers it: a limit (a count, or null for unlimited) or an access. */
export interface PackageFeatureDto {
  type: PackageFeatureType;
  kind: 'limit' | 'access';
  /** The count of a limit; null: unlimited (always null for an access). */
  limit: number | null;
}

/** A package on offer (`get-package`). Price is exact, as text ("19.00"); "0.00" is free. */
export interface PackageDto {
  id: number;
  name: string;
  price: string;
  is_free: boolean;
  duration_hours: number;
  features: PackageFeatureDto[];
  /**
   * The signed-in user cannot take it again yet: a paid one they hold running with room left,
   * or a free one whose period has not ended (the free allowance counts as taken).
   */
  is_active: boolean;
  /** When it can be taken again at the latest; null when it can be now, or for the allowance. */
  available_again_at: string | null;
}

/** A feature of a package the user holds, with what is left of a limit. */
export interface HeldFeatureDto extends PackageFeatureDto {
  used: number;
  /** What is left of a limit; null: unlimited (or an access). */
  remaining: number | null;
}

/** A package the signed-in user holds now. */
export interface ActivePackageDto {
  /** The held package's id; null for the free allowance of a user who holds none yet. */
  id: number | null;
  package_id: number;
  name: string;
  source: 'free' | 'purchase';
  starts_at: string;
  ends_at: string;
  /** The site's free package, included while the user holds no other package. */
  is_included: boolean;
  /** It ends within the reminder window (packageReminderDays). */
  ends_soon: boolean;
  features: HeldFeatureDto[];
}

/** `get-package`: the packages on offer and, when signed in, what the user holds. */
export interface PackagesDto {
  packages: PackageDto[];
  active_packages: ActivePackageDto[];
}

/** `check-package-limit` (spec §3): whether the action can go ahead, and why not. */
export interface PackageLimitDto {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
  /** The spec's sentence when something is missing ("Property List Limit"); empty when not. */
  message: string;
}
