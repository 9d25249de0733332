import type { FacilityDto, FacilityFilterDto } from '@/contracts/dto/facility-dto';
import { cachedAggregate } from '../cache/aggregate-cache';
import type { Database } from '../db/database';
import { toFacilityDto } from './catalogue-dto';
import { listFacilities, listFacilitiesWithPublicCounts } from './catalogue-repository';

/** `get_facilities`: every outdoor facility, by name. */
export async function getFacilities(db: Database): Promise<FacilityDto[]> {
  return (await listFacilities(db)).map(toFacilityDto);
}

/** `get-facilities-for-filter`: facilities with how many public listings are near each. */
export function getFacilitiesForFilter(db: Database): Promise<FacilityFilterDto[]> {
  // Counting listings per facility joins every public listing: cached (server/cache).
  return cachedAggregate(db, 'facilities-for-filter', async () => {
    const rows = await listFacilitiesWithPublicCounts(db);
    return rows.map((row) => ({
      ...toFacilityDto(row),
      properties_count: Number(row.propertiesCount),
    }));
  });
}
