import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { propertyTypes } from './properties';
import { users } from './users';

/**
 * A user's personalised feed preferences (`personalised-fields`): one row per user, every
 * criterion optional. Ids are kept as lists (a category or facility that is deleted later simply
 * matches nothing).
 */
export const feedPreferences = pgTable('feed_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryIds: integer('category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  facilityIds: integer('facility_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Exact money, like listing prices. */
  minPrice: numeric('min_price', { precision: 16, scale: 2 }),
  maxPrice: numeric('max_price', { precision: 16, scale: 2 }),
  propertyType: text('property_type', { enum: propertyTypes }),
  city: text('city'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
