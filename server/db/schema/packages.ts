import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { properties } from './properties';
import { users } from './users';

export const packageFeatureKinds = [
  'property_list',
  'project_list',
  'property_feature',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Exact money; 0 means free. */
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  durationHours: integer('duration_hours').notNull(),
  iosProductId: text('ios_product_id'),
  isActive: boolean('is_active').notNull().default(true),
  sequence: integer('sequence').notNull().default(0),
  ...timestamps,
});

/** A feature of a package: an access (no limit) or a limit (count, or null for unlimited). */
export const packageFeatures = pgTable(
  'package_features',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    feature: text('feature', { enum: packageFeatureKinds }).notNull(),
    limit: integer('limit'),
  },
  (table) => [uniqueIndex('package_features_unique').on(table.packageId, table.feature)],
);

export const advertisementTypes = ['slider', 'list'] as const;
export const advertisementStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;

/** A featured listing: shown in the home slider or first in lists while it runs. */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    type: text('type', { enum: advertisementTypes }).notNull(),
    status: text('status', { enum: advertisementStatuses }).notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('advertisements_property_idx').on(table.propertyId),
    index('advertisements_running_idx').on(table.status, table.endsAt),
  ],
);
