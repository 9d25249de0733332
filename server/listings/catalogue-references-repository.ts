import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { existingIds, selectByIds } from '../db/rows-by-id';
import { categories, categoryParameters, facilities, parameters } from '../db/schema';

/** The catalogue rows a listing refers to (categories, parameters, facilities): reads only. */
/** Whether a category is offered to new listings: 'active', 'inactive' (hidden by staff), or null. */
export async function categoryStanding(
  db: Database,
  id: number,
): Promise<'active' | 'inactive' | null> {
  const [row] = await db
    .select({ isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!row) return null;
  return row.isActive ? 'active' : 'inactive';
}

export function findParameters(db: Database, ids: readonly number[]) {
  const { id, name, kind, choices } = parameters;
  return selectByIds(db, parameters, { id, name, kind, choices }, ids);
}

/** The parameters a category asks for, with whether each is required. */
export function listCategoryParameters(db: Database, categoryId: number) {
  return db
    .select({ id: parameters.id, name: parameters.name, isRequired: parameters.isRequired })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(eq(categoryParameters.categoryId, categoryId));
}

export function findFacilityIds(db: Database, ids: readonly number[]): Promise<number[]> {
  return existingIds(db, facilities, ids);
}
