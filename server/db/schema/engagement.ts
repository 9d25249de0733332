import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { listingFavouritesTable, listingReference, listingReportsTable } from './listing-columns';
import { properties } from './properties';
import { createdAtColumn } from './columns';
import { userReference } from './users';

const property = { id: () => properties.id, word: 'property' };

/** A user's saved listings ("likes" count these). */
export const favourites = listingFavouritesTable('favourites', property);

/** "I'm interested": the owner sees these users on the listing. */
export const listingInterests = pgTable(
  'listing_interests',
  {
    userId: userReference(),
    propertyId: listingReference(property),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('listing_interests_property_idx').on(table.propertyId, table.createdAt.desc()),
  ],
);

/** A user's report of a property, for the admin's review. */
export const listingReports = listingReportsTable('listing_reports', property);

/** One row per listing, visitor and day: views are counted once per visitor per day. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: listingReference(property),
    /** A hash of the viewer (user id, or the network for visitors); never the raw IP. */
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.visitorHash, table.day] }),
    /** How many listings a visitor viewed that day (the daily cap). */
    index('property_views_visitor_day_idx').on(table.visitorHash, table.day),
  ],
);

/**
 * The random salt of each day's visitor hashes (network + salt), shared by every app
 * instance so that a visitor is the same visitor whichever instance renders the page. Old
 * salts are deleted, so yesterday's hashes cannot be tied to an address any more.
 */
export const propertyViewSalts = pgTable('property_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
