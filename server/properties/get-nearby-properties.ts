import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import type { NearbyPropertiesQuery } from '@/contracts/requests/property-requests';
import type { Database } from '../db/database';
import { loadPropertyCards } from './load-property-cards';
import { buildPropertySearch } from './property-search-query';

const nearbyLimit = 12;

/**
 * `get_nearby_properties`: up to 12 public listings in the city and state (ignoring case),
 * of the type when given, newest first.
 */
export async function getNearbyProperties(
  db: Database,
  query: NearbyPropertiesQuery,
): Promise<PropertyCardDto[]> {
  const plan = buildPropertySearch({
    city: query.city || undefined,
    state: query.state || undefined,
    property_type: query.type === 'sell' || query.type === 'rent' ? query.type : undefined,
  });
  return loadPropertyCards(db, { where: plan.where, orderBy: plan.orderBy, limit: nearbyLimit });
}
