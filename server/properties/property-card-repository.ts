import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueTranslations } from '@/contracts/dto/catalogue-translations';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import {
  categories,
  categoryParameters,
  favourites,
  parameters,
  properties,
  propertyParameters,
} from '../db/schema';
import { listingRowsPage } from '../listings/listing-rows-query';
import { isPublicListing } from './public-listing';
import {
  runningAdvertisementFor,
  type AdvertisementPlacement,
} from '../advertisements/running-advertisement';

/** A running advertisement of the given placement for the listing in the outer query. */
export function hasRunningAdvertisement(type?: AdvertisementPlacement): SQL {
  return runningAdvertisementFor('property', type);
}

const cardParameterKinds = ['number', 'dropdown', 'radiobutton', 'text'] as const;

/** A card's parameter as the card query reads it (JSON built by the database). */
export interface CardParameterRow {
  id: number;
  name: string;
  value: string;
  image: string | null;
  choices: string[];
  translations: CatalogueTranslations;
}

/**
 * The listing's first parameters in its category's order (numbers, choices and text; not
 * files), read in the card query itself as a JSON array: one statement per list of cards.
 */
function firstCardParameters(perListing: number): SQL<CardParameterRow[]> {
  const kinds = sql.join(
    cardParameterKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql<CardParameterRow[]>`(
    select coalesce(json_agg(json_build_object(
      'id', first.id, 'name', first.name, 'value', first.value, 'image', first.image,
      'choices', first.choices, 'translations', first.translations
    ) order by first.sequence nulls last, first.id), '[]'::json)
    from (
      select ${qualified(parameters.id)} as id, ${qualified(parameters.name)} as name,
        ${qualified(propertyParameters.value)} as value, ${qualified(parameters.image)} as image,
        ${qualified(parameters.choices)} as choices,
        ${qualified(parameters.translations)} as translations,
        ${qualified(categoryParameters.sequence)} as sequence
      from ${propertyParameters}
      inner join ${parameters}
        on ${qualified(parameters.id)} = ${qualified(propertyParameters.parameterId)}
      left join ${categoryParameters}
        on ${qualified(categoryParameters.categoryId)} = ${qualified(properties.categoryId)}
        and ${qualified(categoryParameters.parameterId)} = ${qualified(propertyParameters.parameterId)}
      where ${qualified(propertyParameters.propertyId)} = ${qualified(properties.id)}
        and ${qualified(parameters.kind)} in (${kinds})
      order by ${qualified(categoryParameters.sequence)} nulls last, ${qualified(parameters.id)}
      limit ${perListing}
    ) as first
  )`;
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
  categoryTranslations: categories.translations,
  promoted: sql<boolean>`${hasRunningAdvertisement()}`,
  parameters: firstCardParameters(3),
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

/**
 * Newest first, ties by id. Written `desc nulls last` (the columns are never null) because
 * that is how the public indexes (properties_public_*_newest_idx) are ordered: a plain `desc`
 * means `nulls first` and could not read them in order.
 */
export function newestFirst(): SQL[] {
  return [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`];
}

/**
 * The card query itself, not yet run, so tests can EXPLAIN exactly what the services run.
 * No visibility rule here: public cards are read by id (`listPublicCardsByIds`); `listCards`
 * callers bring their own.
 */
export function selectCards(db: Database, query: CardQuery) {
  const select = db
    .select(cardColumns)
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId));
  return listingRowsPage(select.$dynamic(), {
    where: query.where,
    orderBy: query.orderBy ?? newestFirst(),
    limit: query.limit,
    offset: query.offset ?? 0,
  });
}

/**
 * Cards without the visibility rule, for the owner's or an admin's own view (the detail page of
 * a pending listing, the owner's promoted listings). `where` must say whose listings these are.
 */
export async function listCards(
  db: Database,
  query: CardQuery & { where: SQL },
): Promise<PropertyCardRow[]> {
  return (await selectCards(db, query)) as PropertyCardRow[];
}

/**
 * The ids of a card query's public listings in its order: the first step of a search's page,
 * read from the public indexes alone where they hold every column the query reads.
 */
export function selectPublicIds(db: Database, query: CardQuery) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(and(isPublicListing(), query.where))
    .orderBy(...(query.orderBy ?? newestFirst()))
    .limit(query.limit)
    .offset(query.offset ?? 0);
}

/** The card query of listings named by id: one text for every search, so it is prepared. */
function prepareCardsByIds(db: Database) {
  const ids = sql`string_to_array(${sql.placeholder('ids')}, ',')::int[]`;
  return db
    .select(cardColumns)
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .where(and(isPublicListing(), sql`${qualified(properties.id)} = any(${ids})`))
    .prepare('property_cards_by_ids');
}

const cardsByIdsStatements = new WeakMap<Database, ReturnType<typeof prepareCardsByIds>>();

/**
 * Public listings' cards by id, in the order of `ids` (ids of hidden listings are left out).
 * A named prepared statement: PostgreSQL plans it once per connection, not on every search
 * (planning this query costs about as much as running it).
 */
export async function listPublicCardsByIds(
  db: Database,
  ids: readonly number[],
): Promise<PropertyCardRow[]> {
  if (ids.length === 0) return [];
  let statement = cardsByIdsStatements.get(db);
  if (!statement) {
    statement = prepareCardsByIds(db);
    cardsByIdsStatements.set(db, statement);
  }
  const rows = (await statement.execute({ ids: ids.join(',') })) as PropertyCardRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `select count(*)` over public listings with the same filters as a card query. */
export function selectPublicCount(db: Database, where: SQL | undefined) {
  return db.select({ total: count() }).from(properties).where(and(isPublicListing(), where));
}

export async function countPublicListings(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await selectPublicCount(db, where);
  return Number(row?.total ?? 0);
}

/** Like `listCards`: no visibility rule, `where` says whose listings these are. */
export async function countListings(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(where);
  return Number(row?.total ?? 0);
}

/**
 * How many public listings match, counted up to `cap + 1` only: the statement stops after that
 * many rows, so a search over most of the market costs no more than a narrow one.
 */
export function selectCappedPublicCount(db: Database, where: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(properties)
    .where(and(isPublicListing(), where))
    .limit(cap + 1)
    .as('matches');
  return db.select({ total: count() }).from(matches);
}

/** The exact count up to `cap`; beyond it, `cap` and `isCapped`. */
export async function countPublicListingsUpTo(
  db: Database,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; isCapped: boolean }> {
  const [row] = await selectCappedPublicCount(db, where, cap);
  const total = Number(row?.total ?? 0);
  return total > cap ? { total: cap, isCapped: true } : { total, isCapped: false };
}

/** Which of the listings are in the user's favourites. */
export async function listFavouriteIds(
  db: Database,
  userId: number,
  propertyIds: number[],
): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, propertyIds)));
  return new Set(rows.map((row) => row.propertyId));
}
