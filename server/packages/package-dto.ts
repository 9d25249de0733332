import type {
  ActivePackageDto,
  HeldFeatureDto,
  PackageDto,
  PackageFeatureDto,
} from '@/contracts/dto/package-dto';
import {
  isLimitFeature,
  packageReminderDays,
  type PackageFeatureType,
} from '@/contracts/package-features';
import type { HeldFeature, HeldPackage } from './held-packages';
import type { PackageAvailability } from './package-availability';
import type { PackageRow } from './packages-repository';

const dayMs = 86_400_000;

export function toFeatureDto(feature: PackageFeatureType, limit: number | null): PackageFeatureDto {
  const isLimit = isLimitFeature(feature);
  return { type: feature, kind: isLimit ? 'limit' : 'access', limit: isLimit ? limit : null };
}

export function toPackageDto(
  row: PackageRow,
  features: readonly { feature: PackageFeatureType; limit: number | null }[],
  availability: PackageAvailability,
): PackageDto {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price).toFixed(2),
    is_free: Number(row.price) === 0,
    duration_hours: row.durationHours,
    features: features.map(({ feature, limit }) => toFeatureDto(feature, limit)),
    is_active: !availability.isTakeable,
    available_again_at: availability.isTakeable
      ? null
      : (availability.availableAgainAt?.toISOString() ?? null),
  };
}

function toHeldFeatureDto(held: HeldFeature): HeldFeatureDto {
  const base = toFeatureDto(held.feature, held.limit);
  const remaining =
    base.kind === 'limit' && base.limit !== null ? Math.max(base.limit - held.used, 0) : null;
  return { ...base, used: base.kind === 'limit' ? held.used : 0, remaining };
}

export function toActivePackageDto(held: HeldPackage, now: Date): ActivePackageDto {
  return {
    id: held.userPackageId,
    package_id: held.packageId,
    name: held.name,
    source: held.source,
    starts_at: held.startsAt.toISOString(),
    ends_at: held.endsAt.toISOString(),
    is_included: held.isIncluded,
    ends_soon:
      !held.isIncluded && held.endsAt.getTime() - now.getTime() <= packageReminderDays * dayMs,
    features: held.features.map(toHeldFeatureDto),
  };
}
