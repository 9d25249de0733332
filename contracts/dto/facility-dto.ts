/** An outdoor facility near a property (school, hospital, metro …). */
export interface FacilityDto {
  id: number;
  name: string;
  image: string | null;
}

/** `get-facilities-for-filter`: facilities with how many public listings mention them. */
export interface FacilityFilterDto extends FacilityDto {
  properties_count: number;
}
