import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { projects } from './projects';
import { properties } from './properties';
import { cascadeReference, timestamps } from './columns';
import { userReference } from './users';

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
    packageId: cascadeReference('package_id', () => packages.id),
    feature: text('feature', { enum: packageFeatureKinds }).notNull(),
    limit: integer('limit'),
  },
  (table) => [uniqueIndex('package_features_unique').on(table.packageId, table.feature)],
);

/** How a user came by a package: self-assigned (a free one) or bought through a payment. */
export const userPackageSources = ['free', 'purchase'] as const;

/**
 * A package a user holds for its duration (one-off, no renewal). Active while
 * starts_at <= now < ends_at; several active ones stack. A purchase names the payment
 * transaction that paid for it (unique: a replayed payment confirmation grants nothing more).
 */
export const userPackages = pgTable(
  'user_packages',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source', { enum: userPackageSources }).notNull(),
    /** The payments module's transaction id (text: gateways and our own ids both fit). */
    paymentTransactionId: text('payment_transaction_id'),
    ...timestamps,
  },
  (table) => [
    index('user_packages_user_idx').on(table.userId, table.endsAt),
    uniqueIndex('user_packages_payment_unique').on(table.paymentTransactionId),
    check('user_packages_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The features of a held package, copied from the package when granted (a later edit of the
 * package does not change what was bought). A limit feature counts its use in `used`:
 * consuming one unit is one conditional update (`used < limit`), so the check and the use
 * cannot race; `limit` null is unlimited (or an access feature, which is never counted).
 */
export const userPackageFeatures = pgTable(
  'user_package_features',
  {
    userPackageId: cascadeReference('user_package_id', () => userPackages.id),
    feature: text('feature', { enum: packageFeatureKinds }).notNull(),
    limit: integer('limit'),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userPackageId, table.feature] }),
    check(
      'user_package_features_used',
      sql`${table.used} >= 0 and (${table.limit} is null or ${table.used} <= ${table.limit})`,
    ),
  ],
);

export const advertisementTypes = ['slider', 'list'] as const;
export const advertisementStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;

/**
 * A featured listing (a property or a project): shown in the home slider or first in lists
 * while it runs (approved and starts_at <= now < ends_at). At most one pending or approved
 * advertisement per listing (partial unique indexes); an approved one past its end is marked
 * expired before a new one is stored. `user_package_id` is the package whose feature unit it
 * used (null for the admin's and the demo's).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userPackageId: integer('user_package_id').references(() => userPackages.id, {
      onDelete: 'set null',
    }),
    type: text('type', { enum: advertisementTypes }).notNull(),
    status: text('status', { enum: advertisementStatuses }).notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('advertisements_property_idx').on(table.propertyId),
    index('advertisements_project_idx').on(table.projectId),
    index('advertisements_user_idx').on(table.userId),
    index('advertisements_running_idx').on(table.status, table.endsAt),
    uniqueIndex('advertisements_one_live_per_property')
      .on(table.propertyId)
      .where(sql`${table.status} in ('pending', 'approved') and ${table.propertyId} is not null`),
    uniqueIndex('advertisements_one_live_per_project')
      .on(table.projectId)
      .where(sql`${table.status} in ('pending', 'approved') and ${table.projectId} is not null`),
    check(
      'advertisements_one_listing',
      sql`(${table.propertyId} is null) <> (${table.projectId} is null)`,
    ),
  ],
);
