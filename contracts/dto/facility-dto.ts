import type { CatalogueTranslations } from './catalogue-translations';

/** An outdoor facility near a property (school, hospital, metro …). */
export interface FacilityDto {
  id: number;
  name: string;
  image: string | null;
  /** The facility's name in other languages. */
  translations: CatalogueTranslations;
}

/** `get-facilities-for-filter`: facilities with how many public listings mention them. */
export interface FacilityFilterDto extends FacilityDto {
  properties_count: number;
}
