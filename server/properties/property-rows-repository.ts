import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { propertyFacilities, propertyParameters } from '../db/schema';

/** A property's own rows beside the shared listing ones: its parameter values and facilities. */
export async function replaceParameters(
  db: Database,
  propertyId: number,
  values: readonly { parameterId: number; value: string }[],
): Promise<void> {
  await db.delete(propertyParameters).where(eq(propertyParameters.propertyId, propertyId));
  if (values.length === 0) return;
  await db.insert(propertyParameters).values(values.map((item) => ({ propertyId, ...item })));
}

export async function replaceFacilities(
  db: Database,
  propertyId: number,
  values: readonly { facilityId: number; distance: string }[],
): Promise<void> {
  await db.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  if (values.length === 0) return;
  await db.insert(propertyFacilities).values(values.map((item) => ({ propertyId, ...item })));
}
