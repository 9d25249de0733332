import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { categories, facilities, parameters } from './catalogue';
import { users } from './users';

export const propertyTypes = ['sell', 'rent'] as const;
export const rentDurations = ['daily', 'monthly', 'quarterly', 'yearly'] as const;
/** Whether a listing is still on the market. */
export const listingStatuses = ['available', 'sold', 'rented'] as const;
/** The admin's review of a listing. */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slugId: text('slug_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    clientAddress: text('client_address'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Exact money: numeric, never a float. */
    price: numeric('price', { precision: 16, scale: 2 }).notNull(),
    propertyType: text('property_type', { enum: propertyTypes }).notNull(),
    rentDuration: text('rent_duration', { enum: rentDurations }),
    listingStatus: text('listing_status', { enum: listingStatuses }).notNull().default('available'),
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isActive: boolean('is_active').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    titleImage: text('title_image'),
    threeDImage: text('three_d_image'),
    videoLink: text('video_link'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    metaImage: text('meta_image'),
    totalViews: integer('total_views').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => {
    const isPublic = sql`${table.reviewStatus} = 'approved' and ${table.isActive}`;
    return [
      uniqueIndex('properties_slug_unique').on(table.slugId),
      index('properties_owner_idx').on(table.ownerId),
      // Public listings, newest first (the default order, ties by id): each standard filter has
      // an index that also yields that order, so a page stops after `limit` rows.
      index('properties_public_newest_idx')
        .on(table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('properties_public_category_newest_idx')
        .on(table.categoryId, table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('properties_public_city_newest_idx')
        .on(sql`lower(${table.city})`, table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      index('properties_public_type_newest_idx')
        .on(table.propertyType, table.createdAt.desc(), table.id.desc())
        .where(isPublic),
      // Price ranges and price orders. Views and likes are deliberately not indexed: they
      // change on every counted view or like, and an index on them would turn those cheap
      // (HOT) updates into updates of every index of the table.
      index('properties_public_price_idx').on(table.price).where(isPublic),
      // The typical search (city, rent or sale, a price range): its count and its promoted
      // listings are read from this index alone.
      index('properties_public_city_type_price_idx')
        .on(sql`lower(${table.city})`, table.propertyType, table.price)
        .where(isPublic),
      // Similar listings: same category (and city), nearest in price, read in price order.
      index('properties_public_category_city_price_idx')
        .on(table.categoryId, sql`lower(${table.city})`, table.price)
        .where(isPublic),
      index('properties_public_category_price_idx')
        .on(table.categoryId, table.price)
        .where(isPublic),
      // Typo-tolerant search (pg_trgm); the expression is searchableText() of
      // server/properties/property-search-query.ts, keep both the same.
      index('properties_search_text_trgm_idx')
        .using(
          'gin',
          sql`(${table.title} || ' ' || ${table.address} || ' ' || ${table.city} || ' ' || ${table.description}) gin_trgm_ops`,
        )
        .where(isPublic),
    ];
  },
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [index('property_images_property_idx').on(table.propertyId, table.sequence)],
);

export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('property_documents_property_idx').on(table.propertyId)],
);

export const propertyParameters = pgTable(
  'property_parameters',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
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
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    /** Distance in kilometres, exact. */
    distance: numeric('distance', { precision: 8, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.facilityId] }),
    index('property_facilities_facility_idx').on(table.facilityId),
  ],
);
