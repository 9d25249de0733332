import type { PersonalisedFieldsDto } from '@/contracts/dto/feed-dto';
import type { FeedPreferencesRow } from './feed-repository';

/** 1500.00 → "1500", 1499.90 → "1499.9" (as a person typed it). */
function plainPrice(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function toPersonalisedFieldsDto(row: FeedPreferencesRow): PersonalisedFieldsDto {
  const min = plainPrice(row.minPrice);
  const max = plainPrice(row.maxPrice);
  return {
    category_ids: row.categoryIds,
    outdoor_facilitiy_ids: row.facilityIds,
    price_range: min || max ? `${min}-${max}` : '',
    property_type: row.propertyType,
    city: row.city,
    updated_at: row.updatedAt.toISOString(),
  };
}
