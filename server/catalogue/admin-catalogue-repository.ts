import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsWithTotal } from '../db/rows-with-total';
import {
  categories,
  categoryParameters,
  facilities,
  parameters,
  properties,
  propertyParameters,
} from '../db/schema';
import { qualified } from '../db/qualified';
import { existingIds, findRowById, writeRowById } from '../db/rows-by-id';
import { freeSlug, slugHeld } from '../db/slug-holder';
import { containsText } from '../db/text-search';
import { selectCategoryPage, type CategoryRow } from './catalogue-repository';

/** The admin's side of the catalogue: every category and parameter, inactive ones too. */
export type CategoryColumns = typeof categories.$inferInsert;
export type ParameterColumns = typeof parameters.$inferInsert;
export type AdminCategoryRow = CategoryRow;
export type AdminParameterRow = typeof parameters.$inferSelect & { categoriesCount: number };

/** A page of the admin's list, of the names holding `search` (empty: every name). */
export interface AdminCatalogueFilter {
  search?: string;
  limit: number;
  offset: number;
}

const nameLike = (column: typeof categories.name | typeof parameters.name, search?: string) =>
  search ? containsText(column, search) : undefined;

const allListingsInCategory = () =>
  sql<number>`(select count(*)::int from ${properties} where ${qualified(properties.categoryId)} = ${qualified(categories.id)})`;

export async function selectAdminCategories(
  db: Database,
  filter: AdminCatalogueFilter,
): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  return selectCategoryPage(db, {
    where: nameLike(categories.name, filter.search),
    propertiesCount: allListingsInCategory(),
    orderBy: [asc(categories.sequence), asc(categories.name), asc(categories.id)],
    limit: filter.limit,
    offset: filter.offset,
  });
}

export const findCategoryRow = (db: Database, id: number, options = { lock: false }) =>
  findRowById(db, categories, id, options);

/** Whether another category than `exceptId` has this slug. */
export const slugTaken = (db: Database, slug: string, exceptId?: number): Promise<boolean> =>
  slugHeld(db, categories, slug, exceptId);

/** A free slug for a new category named `name`. */
export const freeCategorySlug = (db: Database, name: string): Promise<string> =>
  freeSlug(db, categories, name);

export async function insertCategory(db: Database, values: CategoryColumns) {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategory(db: Database, id: number, values: Partial<CategoryColumns>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

/** The category's parameter ids in the listing form's order. */
export async function selectCategoryParameterIds(db: Database, categoryId: number) {
  const rows = await db
    .select({ id: categoryParameters.parameterId })
    .from(categoryParameters)
    .where(eq(categoryParameters.categoryId, categoryId))
    .orderBy(asc(categoryParameters.sequence), asc(categoryParameters.parameterId));
  return rows.map((row) => row.id);
}

/** Makes the category ask for exactly these parameters, in this order. */
export async function replaceCategoryParameters(
  db: Database,
  categoryId: number,
  parameterIds: readonly number[],
): Promise<void> {
  await db.delete(categoryParameters).where(eq(categoryParameters.categoryId, categoryId));
  if (parameterIds.length === 0) return;
  await db
    .insert(categoryParameters)
    .values(parameterIds.map((parameterId, sequence) => ({ categoryId, parameterId, sequence })));
}

export function existingParameterIds(db: Database, ids: readonly number[]) {
  return existingIds(db, parameters, ids);
}

const categoriesAsking = () =>
  sql<number>`(select count(*)::int from ${categoryParameters} where ${qualified(categoryParameters.parameterId)} = ${qualified(parameters.id)})`;

export async function selectAdminParameters(
  db: Database,
  filter: AdminCatalogueFilter,
): Promise<{ rows: AdminParameterRow[]; total: number }> {
  const where = nameLike(parameters.name, filter.search);
  return rowsWithTotal(
    db
      .select({ ...getTableColumns(parameters), categoriesCount: categoriesAsking() })
      .from(parameters)
      .where(where)
      .orderBy(asc(parameters.name), asc(parameters.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(parameters).where(where),
  );
}

export const findParameterRow = (db: Database, id: number, options = { lock: false }) =>
  findRowById(db, parameters, id, options);

export async function countCategoriesAsking(db: Database, parameterId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(categoryParameters)
    .where(eq(categoryParameters.parameterId, parameterId));
  return Number(row?.total ?? 0);
}

/** Whether any listing holds a value of this parameter. */
export async function parameterHasValues(db: Database, parameterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: propertyParameters.parameterId })
    .from(propertyParameters)
    .where(eq(propertyParameters.parameterId, parameterId))
    .limit(1);
  return Boolean(row);
}

/** Adds a parameter (no id) or changes the one with this id. */
export const writeParameter = (db: Database, id: number | undefined, values: ParameterColumns) =>
  writeRowById(db, parameters, id, values);

export const findFacilityRow = (db: Database, id: number, options = { lock: false }) =>
  findRowById(db, facilities, id, options);

/** Adds a facility (no id) or changes the one with this id. */
export const writeFacility = (
  db: Database,
  id: number | undefined,
  values: typeof facilities.$inferInsert,
) => writeRowById(db, facilities, id, values);

export async function countListingsInCategory(db: Database, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .where(eq(properties.categoryId, categoryId));
  return Number(row?.total ?? 0);
}
