import type { AdminPackageDto } from '@/contracts/dto/admin-package-dto';
import type { PackageRecord } from './admin-packages-repository';

export function toAdminPackageDto(row: PackageRecord, holdersCount: number): AdminPackageDto {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    duration_hours: row.durationHours,
    is_active: row.isActive,
    sequence: row.sequence,
    features: row.features.map((item) => ({ feature: item.feature, limit: item.limit })),
    holders_count: holdersCount,
  };
}
