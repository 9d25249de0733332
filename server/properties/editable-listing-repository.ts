import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { properties, propertyFacilities, propertyParameters } from '../db/schema';

/** The listing with this slug when `userId` owns it (else null). */
export async function findOwnListing(
  db: Database,
  { userId, slugId }: { userId: number; slugId: string },
) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.slugId, slugId), eq(properties.ownerId, userId)))
    .limit(1);
  return row ?? null;
}

export function listParameterValues(db: Database, propertyId: number) {
  return db
    .select({ parameterId: propertyParameters.parameterId, value: propertyParameters.value })
    .from(propertyParameters)
    .where(eq(propertyParameters.propertyId, propertyId))
    .orderBy(asc(propertyParameters.parameterId));
}

export function listFacilityDistances(db: Database, propertyId: number) {
  return db
    .select({ facilityId: propertyFacilities.facilityId, distance: propertyFacilities.distance })
    .from(propertyFacilities)
    .where(eq(propertyFacilities.propertyId, propertyId))
    .orderBy(asc(propertyFacilities.facilityId));
}
