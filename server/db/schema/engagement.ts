import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { reportReasons } from './site';
import { users } from './users';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A user's saved listings ("likes" count these). */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('favourites_property_idx').on(table.propertyId),
    index('favourites_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** "I'm interested": the owner sees these users on the listing. */
export const listingInterests = pgTable(
  'listing_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('listing_interests_property_idx').on(table.propertyId, table.createdAt.desc()),
  ],
);

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;

/** A user's report of a listing, for the admin's review. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id').references(() => reportReasons.id, { onDelete: 'set null' }),
    otherMessage: text('other_message'),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('listing_reports_property_idx').on(table.propertyId),
    index('listing_reports_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** One row per listing, visitor and day: views are counted once per visitor per day. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** A hash of the viewer (user id, or IP + user agent for visitors); never the raw IP. */
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.visitorHash, table.day] })],
);
