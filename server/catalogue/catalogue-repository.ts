import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsWithTotal } from '../db/rows-with-total';
import { containsText } from '../db/text-search';
import {
  categories,
  categoryParameters,
  facilities,
  parameters,
  properties,
  propertyFacilities,
} from '../db/schema';
import { qualified } from '../db/qualified';
import { isPublicListing } from '../properties/public-listing';

export type CategoryRow = typeof categories.$inferSelect & { propertiesCount: number };
export type ParameterRow = typeof parameters.$inferSelect & { categoryId: number };
export type FacilityRow = typeof facilities.$inferSelect;

const publicCountByCategory = () =>
  sql<number>`(select count(*)::int from ${properties} where ${qualified(properties.categoryId)} = ${qualified(categories.id)} and ${isPublicListing()})`;

export interface CategoryFilter {
  search?: string;
  hasProperty?: boolean;
  limit: number;
  offset: number;
}

export async function listCategories(
  db: Database,
  filter: CategoryFilter,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const conditions: SQL[] = [eq(categories.isActive, true)];
  if (filter.search) {
    const term = filter.search;
    conditions.push(
      or(containsText(categories.name, term), sql`${categories.name} % ${term}`) as SQL,
    );
  }
  if (filter.hasProperty) conditions.push(sql`${publicCountByCategory()} > 0`);
  return selectCategoryPage(db, {
    where: and(...conditions),
    propertiesCount: publicCountByCategory(),
    orderBy: [asc(categories.sequence), asc(categories.name)],
    limit: filter.limit,
    offset: filter.offset,
  });
}

/** A page of categories, each with the listings `propertiesCount` counts in it, and how many match. */
export async function selectCategoryPage(
  db: Database,
  page: {
    where: SQL | undefined;
    propertiesCount: SQL<number>;
    orderBy: SQL[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: CategoryRow[]; total: number }> {
  return rowsWithTotal(
    db
      .select({ ...getTableColumns(categories), propertiesCount: page.propertiesCount })
      .from(categories)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(categories).where(page.where),
  );
}

export function listParametersOfCategories(
  db: Database,
  categoryIds: number[],
): Promise<ParameterRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(parameters), categoryId: categoryParameters.categoryId })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(inArray(categoryParameters.categoryId, categoryIds))
    .orderBy(asc(categoryParameters.sequence), asc(parameters.id));
}

export function listFacilities(db: Database): Promise<FacilityRow[]> {
  return db.select().from(facilities).orderBy(asc(facilities.name));
}

export function listFacilitiesWithPublicCounts(
  db: Database,
): Promise<(FacilityRow & { propertiesCount: number })[]> {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      image: facilities.image,
      translations: facilities.translations,
      createdAt: facilities.createdAt,
      updatedAt: facilities.updatedAt,
      propertiesCount: sql<number>`(select count(*)::int from ${propertyFacilities} inner join ${properties} on ${properties.id} = ${propertyFacilities.propertyId} where ${qualified(propertyFacilities.facilityId)} = ${qualified(facilities.id)} and ${isPublicListing()})`,
    })
    .from(facilities)
    .orderBy(asc(facilities.name));
}
