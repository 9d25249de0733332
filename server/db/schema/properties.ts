import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { facilities, parameters } from './catalogue';
import {
  isPublicSql,
  listingColumns,
  listingDocumentsTable,
  listingImagesTable,
  listingReference,
  listingRevisionsTable,
  listingSearchColumn,
  type ListingSearchTable,
} from './listing-columns';
import { foldArabicLetters } from './search-text';
import { cascadeReference } from './columns';

export const propertyTypes = ['sell', 'rent'] as const;
export const rentDurations = ['daily', 'monthly', 'quarterly', 'yearly'] as const;
/** Whether a listing is still on the market. */
export const listingStatuses = ['available', 'sold', 'rented'] as const;

export const properties = pgTable(
  'properties',
  {
    ...listingColumns(),
    address: text('address').notNull(),
    clientAddress: text('client_address'),
    /** Exact money: numeric, never a float. */
    price: numeric('price', { precision: 16, scale: 2 }).notNull(),
    propertyType: text('property_type', { enum: propertyTypes }).notNull(),
    rentDuration: text('rent_duration', { enum: rentDurations }),
    listingStatus: text('listing_status', { enum: listingStatuses }).notNull().default('available'),
    isPremium: boolean('is_premium').notNull().default(false),
    titleImage: text('title_image'),
    threeDImage: text('three_d_image'),
    totalViews: integer('total_views').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    searchVector: listingSearchColumn(
      (): ListingSearchTable => properties,
      (): AnyPgColumn => properties.address,
    ),
  },
  (table) => {
    const isPublic = isPublicSql(table);
    // Every column a search filters or sorts on, after each public index's own keys: a search
    // counts and picks its page from the index alone (an index-only scan), never visiting the
    // listing rows (about six to a page of the table) to test a price or a type. The trailing
    // columns never change the order (the id before them is unique).
    const searchColumns = [
      table.price,
      table.propertyType,
      table.categoryId,
      table.createdAt,
      table.id,
      table.totalViews,
      table.totalLikes,
      table.city,
      table.state,
      table.country,
    ];
    type IndexKey = (typeof searchColumns)[number] | ReturnType<typeof table.id.desc> | SQL;
    const covering = (first: IndexKey, ...rest: IndexKey[]): [IndexKey, ...IndexKey[]] => [
      first,
      ...rest,
      ...searchColumns.filter((column) => column !== first && !rest.includes(column)),
    ];
    return [
      uniqueIndex('properties_slug_unique').on(table.slugId),
      index('properties_owner_idx').on(table.ownerId),
      // Public listings, newest first (the default order, ties by id): each standard filter has
      // an index that also yields that order, so a page stops after `limit` rows.
      index('properties_public_newest_idx')
        .on(...covering(table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      index('properties_public_category_newest_idx')
        .on(...covering(table.categoryId, table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      index('properties_public_city_newest_idx')
        .on(...covering(sql`lower(${table.city})`, table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      // The personalised feed: public listings published in the last 30 days.
      index('properties_public_published_idx')
        .on(table.publishedAt.desc(), table.id.desc())
        .where(isPublic),
      index('properties_public_type_newest_idx')
        .on(...covering(table.propertyType, table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      index('properties_public_state_newest_idx')
        .on(...covering(sql`lower(${table.state})`, table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      index('properties_public_country_newest_idx')
        .on(...covering(sql`lower(${table.country})`, table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      // Price ranges and price orders; with a type first, as rents and sale prices never mix
      // (walking all prices for the cheapest sales would read every rent first).
      index('properties_public_price_idx')
        .on(...covering(table.price))
        .where(isPublic),
      index('properties_public_type_price_idx')
        .on(...covering(table.propertyType, table.price))
        .where(isPublic),
      // The most viewed and most liked orders. Counting a view or a like now updates these
      // indexes too (no HOT update): a view is counted once per visitor per day, and reading
      // the top of a 100,000-listing market without an index sorts all of it on every request.
      index('properties_public_views_idx')
        .on(...covering(table.totalViews.desc(), table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      index('properties_public_likes_idx')
        .on(...covering(table.totalLikes.desc(), table.createdAt.desc(), table.id.desc()))
        .where(isPublic),
      // The typical search (city, rent or sale, a price range): its count and its promoted
      // listings are read from this index alone.
      index('properties_public_city_type_price_idx')
        .on(...covering(sql`lower(${table.city})`, table.propertyType, table.price))
        .where(isPublic),
      // Similar listings: same category (and city), nearest in price, read in price order.
      index('properties_public_category_city_price_idx')
        .on(...covering(table.categoryId, sql`lower(${table.city})`, table.price))
        .where(isPublic),
      index('properties_public_category_price_idx')
        .on(...covering(table.categoryId, table.price))
        .where(isPublic),
      // Free text: the weighted vector (full-text search), and the title alone for typos
      // (pg_trgm word similarity); both spelled as in server/db/schema/search-text.ts.
      index('properties_public_search_idx').using('gin', table.searchVector).where(isPublic),
      index('properties_public_title_trgm_idx')
        .using('gin', sql`${foldArabicLetters(sql`${table.title}`)} gin_trgm_ops`)
        .where(isPublic),
    ];
  },
);

const property = { id: () => properties.id, word: 'property' };

export const propertyImages = listingImagesTable('property_images', property);

export const propertyDocuments = listingDocumentsTable('property_documents', property);

/** An edit of an approved property waiting for review. */
export const propertyRevisions = listingRevisionsTable('property_revisions', property);

export const propertyParameters = pgTable(
  'property_parameters',
  {
    propertyId: listingReference(property),
    parameterId: cascadeReference('parameter_id', () => parameters.id),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.parameterId] }),
    index('property_parameters_parameter_idx').on(table.parameterId, table.value),
  ],
);

export const propertyFacilities = pgTable(
  'property_facilities',
  {
    propertyId: listingReference(property),
    facilityId: cascadeReference('facility_id', () => facilities.id),
    /** Distance in kilometres, exact. */
    distance: numeric('distance', { precision: 8, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.facilityId] }),
    index('property_facilities_facility_idx').on(table.facilityId),
  ],
);
