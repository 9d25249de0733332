import type { FacilityDto, FacilityFilterDto } from '@/contracts/dto/facility-dto';
import type { Database } from '../db/database';
import { toFacilityDto } from './catalogue-dto';
import { listFacilities, listFacilitiesWithPublicCounts } from './catalogue-repository';

/** `get_facilities`: every outdoor facility, by name. */
export async function getFacilities(db: Database): Promise<FacilityDto[]> {
  return (await listFacilities(db)).map(toFacilityDto);
}

/** `get-facilities-for-filter`: facilities with how many public listings are near each. */
export async function getFacilitiesForFilter(db: Database): Promise<FacilityFilterDto[]> {
  const rows = await listFacilitiesWithPublicCounts(db);
  return rows.map((row) => ({
    ...toFacilityDto(row),
    properties_count: Number(row.propertiesCount),
  }));
}
