import type { PropertyType } from './property-dto';

/** A user's personalised feed preferences (`personalised-fields`). */
export interface PersonalisedFieldsDto {
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  /** "min-max" (either end may be empty), or '' for any price. */
  price_range: string;
  property_type: PropertyType | null;
  city: string | null;
  updated_at: string;
}
