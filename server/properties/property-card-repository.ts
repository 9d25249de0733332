import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  advertisements,
  categories,
  categoryParameters,
  parameters,
  properties,
  propertyParameters,
} from '../db/schema';
import { qualified } from '../db/qualified';
import { isPublicListing } from './public-listing';

/** A running advertisement of the given type for the listing in the outer query. */
export function hasRunningAdvertisement(type?: 'slider' | 'list'): SQL {
  const now = sql`now()`;
  return sql`exists (select 1 from ${advertisements} where ${and(
    sql`${qualified(advertisements.propertyId)} = ${qualified(properties.id)}`,
    eq(advertisements.status, 'approved'),
    lte(advertisements.startsAt, now),
    gt(advertisements.endsAt, now),
    type ? eq(advertisements.type, type) : undefined,
  )})`;
}

const cardColumns = {
  id: properties.id,
  slugId: properties.slugId,
  title: properties.title,
  price: properties.price,
  propertyType: properties.propertyType,
  rentDuration: properties.rentDuration,
  titleImage: properties.titleImage,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  country: properties.country,
  latitude: properties.latitude,
  longitude: properties.longitude,
  isPremium: properties.isPremium,
  totalViews: properties.totalViews,
  totalLikes: properties.totalLikes,
  createdAt: properties.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlugId: categories.slugId,
  categoryImage: categories.image,
  promoted: sql<boolean>`${hasRunningAdvertisement()}`,
};

type ColumnValue<C> = C extends { _: { data: infer D } } ? D : C extends SQL<infer T> ? T : never;

export type PropertyCardRow = {
  [K in keyof typeof cardColumns]: ColumnValue<(typeof cardColumns)[K]>;
};

export interface CardQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

/** Public listings as cards (the visibility rule is always applied). */
export async function listPublicCards(db: Database, query: CardQuery): Promise<PropertyCardRow[]> {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .where(and(isPublicListing(), query.where))
    .orderBy(...(query.orderBy ?? [desc(properties.createdAt), desc(properties.id)]))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows as PropertyCardRow[];
}

export interface CardParameterRow {
  propertyId: number;
  id: number;
  name: string;
  value: string;
  image: string | null;
}

/** The first parameters of each listing, in its category's order, for cards. */
export async function listCardParameters(
  db: Database,
  propertyIds: number[],
  perListing = 3,
): Promise<CardParameterRow[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select({
      propertyId: propertyParameters.propertyId,
      id: parameters.id,
      name: parameters.name,
      value: propertyParameters.value,
      image: parameters.image,
    })
    .from(propertyParameters)
    .innerJoin(properties, eq(properties.id, propertyParameters.propertyId))
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .leftJoin(
      categoryParameters,
      and(
        eq(categoryParameters.categoryId, properties.categoryId),
        eq(categoryParameters.parameterId, propertyParameters.parameterId),
      ),
    )
    .where(
      and(
        inArray(propertyParameters.propertyId, propertyIds),
        inArray(parameters.kind, ['number', 'dropdown', 'radiobutton', 'text']),
      ),
    )
    .orderBy(
      asc(propertyParameters.propertyId),
      asc(categoryParameters.sequence),
      asc(parameters.id),
    );
  const taken = new Map<number, number>();
  return rows.filter((row) => {
    const count = taken.get(row.propertyId) ?? 0;
    if (count >= perListing) return false;
    taken.set(row.propertyId, count + 1);
    return true;
  });
}
